import { describe, expect, it } from 'vitest';
import { WPS_CALLS } from './contract';
import { requestFor } from './endpoint-kit';

describe('requestFor', () => {
  it('sends a GET input as query parameters, lists comma-separated, empty values left out', () => {
    const request = requestFor(WPS_CALLS.announcements, {
      types: ['B', 'PL'],
      groupName: 'm_home',
      merchantCode: undefined,
    });
    expect(request).toMatchObject({ method: 'GET', path: WPS_CALLS.announcements.path });
    expect(request.params).toEqual({ types: 'B,PL', groupName: 'm_home' });
    expect(request.body).toBeUndefined();
  });

  it('sends a form call as a form body and an encrypted call sealed and never retried', () => {
    expect(requestFor(WPS_CALLS.forgotPassword, { username: 'a', email: 'b@c.d' })).toMatchObject({
      method: 'POST',
      form: true,
      body: { username: 'a', email: 'b@c.d' },
    });
    expect(requestFor(WPS_CALLS.login, { username: 'a', password: 'p' })).toMatchObject({
      encrypted: true,
      sensitive: 'auth',
    });
  });

  it('sends other calls as JSON and keeps the options given', () => {
    expect(requestFor(WPS_CALLS.paymentGateway, { amount: 5 }, { sensitive: 'money' })).toEqual({
      path: WPS_CALLS.paymentGateway.path,
      method: 'POST',
      body: { amount: 5 },
      sensitive: 'money',
    });
  });

  it('seals a money call that carries a payment password, still sent as a money call', () => {
    expect(requestFor(WPS_CALLS.withdraw, { amount: 5 }, { sensitive: 'money' })).toEqual({
      path: WPS_CALLS.withdraw.path,
      method: 'POST',
      body: { amount: 5 },
      encrypted: true,
      sensitive: 'money',
    });
  });
});
