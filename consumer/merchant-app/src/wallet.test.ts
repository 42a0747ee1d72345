import { accountApi, walletApi } from '@wps-mobile/api-client';
import { createWpsHandlers, fixtureOf, MOCK_ACCOUNTS } from '@wps-mobile/api-client/mocks';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setUpClient } from './client';

const server = setupServer(...createWpsHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('signs in through the sealed login and reads the balance, against the published mocks', async () => {
  const store = setUpClient('http://localhost/wps', () => 'EN');
  const { username, password } = MOCK_ACCOUNTS.player;
  await store
    .dispatch(accountApi.endpoints.login.initiate({ type: 'username', username, password }))
    .unwrap();
  const wallet = await store.dispatch(walletApi.endpoints.wallet.initiate()).unwrap();
  expect(wallet.sumBalance).toBe(fixtureOf('wallet').sumBalance);
});
