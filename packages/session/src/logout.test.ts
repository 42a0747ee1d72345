// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { isAutoLogin, setAutoLogin } from './auto-login';
import { indexedDbKeyStore, type KeyStore } from './key-store';
import { clearOnLogout } from './logout';
import { recallLogin, rememberLogin } from './remembered-login';
import { writeSession } from './session-info';

let keyStore: KeyStore;

describe('auto login flag', () => {
  beforeEach(() => localStorage.clear());
  it('is off unless stored as 1', () => {
    expect(isAutoLogin()).toBe(false);
    setAutoLogin(true);
    expect(localStorage.getItem('autoLogin')).toBe('1');
    expect(isAutoLogin()).toBe(true);
  });
});

describe('clearOnLogout', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    keyStore = indexedDbKeyStore(new IDBFactory());
    writeSession({ token: 't', merchantCode: 'demo', userName: 'ana', type: 1, firstTimeLogin: false });
    sessionStorage.setItem('trialName', 'guest');
    sessionStorage.setItem('oldPassword', 'held-for-change-form');
    setAutoLogin(true);
    localStorage.setItem('wpsCache.member.memberInfo', '{}');
    localStorage.setItem('wpsCache.member.bankList', '[]');
    localStorage.setItem('wpsCache.public.allVendors', '[]');
    localStorage.setItem('hideDownloadBar', '1');
    localStorage.setItem('WEBCLIP', '1');
    localStorage.setItem('language', 'TY');
    await rememberLogin({ type: 'username', username: 'ana', password: 'pw' }, { keyStore });
  });

  it('clears exactly the spec list and nothing else', async () => {
    await clearOnLogout({ keyStore });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(localStorage.getItem('wpsCache.member.memberInfo')).toBeNull();
    expect(localStorage.getItem('wpsCache.member.bankList')).toBeNull();
    expect(await keyStore.get('remembered-login')).toBeUndefined();
    expect(await recallLogin('username', { keyStore })).toEqual({ type: 'username', username: 'ana' });
    // Not member data: stays for the next visitor of this device.
    expect(localStorage.getItem('wpsCache.public.allVendors')).toBe('[]');
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
    expect(localStorage.getItem('WEBCLIP')).toBe('1');
    expect(localStorage.getItem('language')).toBe('TY');
  });
});
