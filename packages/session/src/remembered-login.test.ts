// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { indexedDbKeyStore, type KeyStore } from './key-store';
import {
  forgetLogin,
  forgetRememberedPasswords,
  recallLogin,
  rememberLogin,
  replaceRememberedPassword,
} from './remembered-login';

let keyStore: KeyStore;
const opts = () => ({ storage: localStorage, keyStore });

describe('remembered login', () => {
  beforeEach(() => {
    localStorage.clear();
    keyStore = indexedDbKeyStore(new IDBFactory());
  });

  it('round-trips a login per method without ever storing the password readable', async () => {
    await rememberLogin({ type: 'username', username: 'ana', password: 's3cret-pass' }, opts());
    await rememberLogin({ type: 'sms', username: '9171234567', countryDialingCode: '+63' }, opts());
    const raw = localStorage.getItem('rememberedLogin.username') ?? '';
    expect(raw).not.toContain('s3cret-pass');
    expect(raw).not.toContain(btoa('s3cret-pass'));
    expect(raw).not.toContain(btoa(btoa('s3cret-pass')));
    expect(JSON.parse(raw)).toMatchObject({ type: 'username', username: 'ana', salt: expect.any(String) });
    expect(await recallLogin('username', opts())).toEqual({
      type: 'username',
      username: 'ana',
      password: 's3cret-pass',
    });
    expect(await recallLogin('sms', opts())).toEqual({
      type: 'sms',
      username: '9171234567',
      countryDialingCode: '+63',
    });
  });

  it('keeps the device key non-extractable', async () => {
    await rememberLogin({ type: 'username', username: 'ana', password: 'pw' }, opts());
    const key = await keyStore.get('remembered-login');
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
  });

  it('uses a fresh salt each time, so equal passwords never look alike', async () => {
    await rememberLogin({ type: 'username', username: 'ana', password: 'pw' }, opts());
    const first = localStorage.getItem('rememberedLogin.username');
    await rememberLogin({ type: 'username', username: 'ana', password: 'pw' }, opts());
    expect(localStorage.getItem('rememberedLogin.username')).not.toEqual(first);
  });

  it('refuses a record edited to another user name (the salt and name are authenticated)', async () => {
    await rememberLogin({ type: 'username', username: 'ana', password: 'pw' }, opts());
    const stored = JSON.parse(localStorage.getItem('rememberedLogin.username') ?? '{}');
    localStorage.setItem('rememberedLogin.username', JSON.stringify({ ...stored, username: 'eve' }));
    expect(await recallLogin('username', opts())).toEqual({ type: 'username', username: 'eve' });
  });

  it('forgets one method, or every password and the key while keeping the names', async () => {
    await rememberLogin({ type: 'username', username: 'ana', password: 'pw' }, opts());
    await rememberLogin({ type: 'sms', username: '917', password: 'x' }, opts());
    forgetLogin('sms', opts());
    expect(await recallLogin('sms', opts())).toBeUndefined();
    await forgetRememberedPasswords(opts());
    expect(await keyStore.get('remembered-login')).toBeUndefined();
    expect(await recallLogin('username', opts())).toEqual({ type: 'username', username: 'ana' });
    expect(localStorage.getItem('rememberedLogin.username')).not.toContain('password');
  });

  it('re-encrypts the new password after a change, only where one was remembered', async () => {
    await rememberLogin({ type: 'username', username: 'ana', password: 'old' }, opts());
    await rememberLogin({ type: 'sms', username: '917' }, opts());
    await replaceRememberedPassword('new-one', opts());
    expect((await recallLogin('username', opts()))?.password).toBe('new-one');
    expect((await recallLogin('sms', opts()))?.password).toBeUndefined();
  });
});
