// @vitest-environment jsdom
// The client against the contract's MSW mocks: tags make what the user just did show at once.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { accountApi } from './account';
import { gamePlayApi } from './game-play';
import { memberApi } from './member';
import { messagesApi } from './messages';
import { promotionsApi } from './promotions';
import { createWpsStore } from './store';
import { loggedInStore, password, startMockServer, username } from './testing/mock-server';
import { walletApi } from './wallet';

const { server, onSessionExpired } = startMockServer();

describe('what the user just did shows at once', () => {
  it('adds then removes a favourite, the ids following each step', async () => {
    const store = await loggedInStore();
    const ids = store.dispatch(gamePlayApi.endpoints.favouriteIds.initiate());
    await ids;
    const current = () => gamePlayApi.endpoints.favouriteIds.select()(store.getState()).data;
    const ref = { nodeId: '1001', vendor: 'JL' };
    const adding = store.dispatch(gamePlayApi.endpoints.favouriteAdd.initiate(ref));
    expect(current()).toEqual(['1001']);
    await adding.unwrap();
    await vi.waitFor(() =>
      expect(gamePlayApi.endpoints.favouriteIds.select()(store.getState()).status).toBe('fulfilled'),
    );
    expect(current()).toEqual(['1001']);
    // The server agrees (a fresh store asks it directly).
    const fromServer = () => createWpsStore().dispatch(gamePlayApi.endpoints.favouriteIds.initiate());
    expect((await fromServer()).data).toEqual(['1001']);
    await store.dispatch(gamePlayApi.endpoints.favouriteRemove.initiate(ref)).unwrap();
    await vi.waitFor(() => expect(current()).toEqual([]));
    expect((await fromServer()).data).toEqual([]);
    ids.unsubscribe();
  });

  it('refreshes the unread count after reading a message', async () => {
    const store = await loggedInStore();
    const count = store.dispatch(messagesApi.endpoints.unreadMessageCount.initiate());
    expect((await count).data).toBe(2);
    await store.dispatch(messagesApi.endpoints.messageRead.initiate({ ids: [1] })).unwrap();
    await vi.waitFor(() =>
      expect(messagesApi.endpoints.unreadMessageCount.select()(store.getState()).data).toBe(1),
    );
    count.unsubscribe();
  });

  it('refreshes the unclaimed count and the balance after claiming a promotion', async () => {
    const store = await loggedInStore();
    const promos = store.dispatch(promotionsApi.endpoints.availablePromotions.initiate());
    const wallet = store.dispatch(walletApi.endpoints.wallet.initiate());
    const before = (await wallet).data?.sumBalance ?? 0;
    expect((await promos).data?.unclaimedCount).toBe(1);
    await store
      .dispatch(promotionsApi.endpoints.claimPromotion.initiate({ id: 1, idempotencyKey: 'claim-1' }))
      .unwrap();
    await vi.waitFor(() => {
      const state = store.getState();
      expect(promotionsApi.endpoints.availablePromotions.select()(state).data?.unclaimedCount).toBe(0);
      expect(walletApi.endpoints.wallet.select()(state).data?.sumBalance).toBe(before + 10);
    });
    promos.unsubscribe();
    wallet.unsubscribe();
  });

  it('puts the heart back when the server refuses the favourite', async () => {
    const store = await loggedInStore();
    const ids = store.dispatch(gamePlayApi.endpoints.favouriteIds.initiate());
    await ids;
    server.use(
      http.post('*/wps/*', () =>
        HttpResponse.json({ success: false, errorCode: '#727', message: 'busy' }, { status: 500 }),
      ),
    );
    const result = await store.dispatch(
      gamePlayApi.endpoints.favouriteAdd.initiate({ nodeId: '1002', vendor: 'JL' }),
    );
    expect(result.error).toMatchObject({ status: 500 });
    expect(gamePlayApi.endpoints.favouriteIds.select()(store.getState()).data).toEqual([]);
    ids.unsubscribe();
  });

  it('refetches member data a visitor was refused once the member logs in', async () => {
    const store = createWpsStore();
    const info = store.dispatch(memberApi.endpoints.memberInfo.initiate());
    expect((await info).error).toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    await store
      .dispatch(accountApi.endpoints.login.initiate({ type: 'username', username, password }))
      .unwrap();
    await vi.waitFor(() =>
      expect(memberApi.endpoints.memberInfo.select()(store.getState()).data).toMatchObject({
        account: username,
      }),
    );
    info.unsubscribe();
  });
});
