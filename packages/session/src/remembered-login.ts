import { STORAGE_KEYS } from '@wps-mobile/config';
import { concatBytes, fromBase64, subtle, toBase64, utf8 } from './bytes';
import { indexedDbKeyStore, type KeyStore } from './key-store';

/** The two login methods whose form can be filled from a remembered login. */
export type LoginMethod = 'username' | 'sms';

/** What "remember me" restores on the login form for one method. */
export interface RememberedLogin {
  readonly type: LoginMethod;
  /** User name, or the mobile number for the SMS method. */
  readonly username: string;
  readonly password?: string;
  readonly countryDialingCode?: string;
}

export interface RememberOptions {
  readonly storage?: Storage;
  readonly keyStore?: KeyStore;
}

/** The stored shape: never the password itself, only AES-GCM ciphertext bound to this record by the salt. */
interface StoredLogin {
  readonly type: LoginMethod;
  readonly username: string;
  readonly countryDialingCode?: string;
  readonly salt: string;
  readonly password?: { readonly iv: string; readonly data: string };
}

const KEY_NAME = 'remembered-login';
export const LOGIN_METHODS: readonly LoginMethod[] = ['username', 'sms'];

const storageKey = (type: LoginMethod) => `${STORAGE_KEYS.rememberedLoginPrefix}${type}`;
const resolve = (o: RememberOptions) => ({
  storage: o.storage ?? localStorage,
  keyStore: o.keyStore ?? indexedDbKeyStore(),
});

async function deviceKey(keyStore: KeyStore): Promise<CryptoKey> {
  const existing = await keyStore.get(KEY_NAME);
  if (existing) return existing;
  // Non-extractable: script can use the key on this device but can never read or export it.
  const key = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await keyStore.put(KEY_NAME, key);
  return key;
}

// The salt, method and name are authenticated with the ciphertext, so a record cannot be swapped or edited.
const boundData = (r: Pick<StoredLogin, 'type' | 'username' | 'salt'>) =>
  concatBytes(utf8(`${r.type}\n${r.username}\n`), fromBase64(r.salt));

function readStored(storage: Storage, type: LoginMethod): StoredLogin | undefined {
  try {
    const value = JSON.parse(storage.getItem(storageKey(type)) ?? 'null') as StoredLogin | null;
    return value && value.type === type && typeof value.username === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers a login for its method (only after the member opted in); the password is encrypted first. */
export async function rememberLogin(login: RememberedLogin, options: RememberOptions = {}): Promise<void> {
  const { storage, keyStore } = resolve(options);
  const salt = toBase64(crypto.getRandomValues(new Uint8Array(16)));
  const base = { type: login.type, username: login.username, salt };
  let password: StoredLogin['password'];
  if (login.password) {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const params = { name: 'AES-GCM', iv, additionalData: boundData(base) };
    const data = await subtle().encrypt(params, await deviceKey(keyStore), utf8(login.password));
    password = { iv: toBase64(iv), data: toBase64(data) };
  }
  const stored: StoredLogin = {
    ...base,
    ...(login.countryDialingCode ? { countryDialingCode: login.countryDialingCode } : {}),
    ...(password ? { password } : {}),
  };
  storage.setItem(storageKey(login.type), JSON.stringify(stored));
}

/** The remembered login of a method; the password is left out when it can no longer be decrypted. */
export async function recallLogin(
  type: LoginMethod,
  options: RememberOptions = {},
): Promise<RememberedLogin | undefined> {
  const { storage, keyStore } = resolve(options);
  const stored = readStored(storage, type);
  if (!stored) return undefined;
  const login: RememberedLogin = {
    type,
    username: stored.username,
    ...(stored.countryDialingCode ? { countryDialingCode: stored.countryDialingCode } : {}),
  };
  const key = stored.password ? await keyStore.get(KEY_NAME) : undefined;
  if (!stored.password || !key) return login;
  try {
    const params = { name: 'AES-GCM', iv: fromBase64(stored.password.iv), additionalData: boundData(stored) };
    const plain = await subtle().decrypt(params, key, fromBase64(stored.password.data));
    return { ...login, password: new TextDecoder().decode(plain) };
  } catch {
    return login;
  }
}

/** Forgets the remembered login of one method (the member unticked "remember me"). */
export function forgetLogin(type: LoginMethod, options: RememberOptions = {}): void {
  resolve(options).storage.removeItem(storageKey(type));
}

/**
 * Drops every remembered password and the device key itself, keeping only the non-secret fields (name, method,
 * dialing code) so the form can still be pre-filled. Logout calls this.
 */
export async function forgetRememberedPasswords(options: RememberOptions = {}): Promise<void> {
  const { storage, keyStore } = resolve(options);
  for (const type of LOGIN_METHODS) {
    const stored = readStored(storage, type);
    if (!stored?.password) continue;
    const { password: _dropped, ...rest } = stored;
    storage.setItem(storageKey(type), JSON.stringify(rest));
  }
  await keyStore.delete(KEY_NAME);
}

/** After a password change: re-encrypts the new password for every method that had one remembered. */
export async function replaceRememberedPassword(
  password: string,
  options: RememberOptions = {},
): Promise<void> {
  for (const type of LOGIN_METHODS) {
    const current = await recallLogin(type, options);
    if (current?.password !== undefined) await rememberLogin({ ...current, password }, options);
  }
}
