import { describe, expect, it } from 'vitest';
import { sessionInitScript } from './sign-in';

describe('sessionInitScript', () => {
  it('stores the session as the login does, with the member type the agent check reads', () => {
    const script = sessionInitScript({
      token: 't0k',
      userName: 'agent01',
      merchantCode: 'demo',
      customerType: 1,
      firstTimeLogin: false,
    });
    const store = new Map<string, string>();
    new Function('sessionStorage', script)({ setItem: (k: string, v: string) => store.set(k, v) });
    expect(JSON.parse(store.get('MC_SESSION_INFO') ?? '{}')).toEqual({
      token: 't0k',
      merchantCode: 'demo',
      userName: 'agent01',
      type: 1,
      firstTimeLogin: false,
    });
  });
});
