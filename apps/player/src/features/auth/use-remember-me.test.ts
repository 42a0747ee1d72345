import { renderHook } from '@testing-library/react';
import { clearOnLogout, setAutoLogin, type KeyStore } from '@wps-mobile/session';
import { describe, expect, it } from 'vitest';
import { useRememberMe } from './use-remember-me';

// No remembered passwords in these tests: the device key store is empty.
const noKeys: KeyStore = {
  get: async () => undefined,
  put: async () => undefined,
  delete: async () => undefined,
};

const rememberMeOnNextVisit = () => renderHook(() => useRememberMe()).result.current[0];

describe('"Remember me" on the next visit', () => {
  it('is ticked after a login that asked for it, and clear after one that did not', () => {
    setAutoLogin(true);
    expect(localStorage.getItem('autoLogin')).toBe('1');
    expect(rememberMeOnNextVisit()).toBe(true);
    setAutoLogin(false);
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(rememberMeOnNextVisit()).toBe(false);
  });

  it('is clear on a first visit and after a logout, which stores autoLogin as 0', async () => {
    expect(rememberMeOnNextVisit()).toBe(false);
    setAutoLogin(true);
    await clearOnLogout({ keyStore: noKeys });
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(rememberMeOnNextVisit()).toBe(false);
  });
});
