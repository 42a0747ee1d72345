import { z } from 'zod';

/**
 * The encrypted-call envelope (login, register, password change). The real platform uses a weak legacy cipher;
 * ours wraps a fresh AES-256-GCM key per request with the server's RSA-OAEP (SHA-256) public key:
 *
 * - body: `{ "value": base64(iv[12] ‖ AES-GCM ciphertext ‖ tag[16]) }` of the UTF-8 JSON payload;
 * - `Encryption: RSA-OAEP-256+A256GCM; kid=<keyId from GET /wps/session/key/rsa>`;
 * - `X-RSA: base64(RSA-OAEP-SHA-256(raw 32-byte AES key))`;
 * - `X-Digest: SHA-256=base64(SHA-256(UTF-8 bytes of the body's value string))`, so a cut or altered body is
 *   refused before any RSA work.
 *
 * Base64 is standard (with `+/=` padding). `sealPayload` is the reference sealer; it uses only WebCrypto, so it
 * runs in browsers and in Node 20 alike.
 */
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';

export const ENCRYPTION_HEADERS = {
  encryption: 'Encryption',
  digest: 'X-Digest',
  wrappedKey: 'X-RSA',
} as const;

export const AES_IV_BYTES = 12;
export const AES_TAG_BYTES = 16;

/** `GET /wps/session/key/rsa`: the key to wrap AES keys with. */
export const rsaKeySchema = z.object({
  keyId: z.string(),
  /** Base64 DER SubjectPublicKeyInfo (WebCrypto `importKey('spki', ...)`). */
  publicKey: z.string(),
  algorithm: z.literal(ENCRYPTION_SCHEME),
});
export type RsaPublicKey = z.output<typeof rsaKeySchema>;

/** The only body an encrypted call accepts. */
export const encryptedBodySchema = z.object({ value: z.string().min(1).max(20_000) });
export type EncryptedBody = z.output<typeof encryptedBodySchema>;

export function encryptionHeaderValue(keyId: string): string {
  return `${ENCRYPTION_SCHEME}; kid=${keyId}`;
}

/** Reads `Encryption`; undefined when the scheme is not ours. */
export function parseEncryptionHeader(header: string | undefined): { keyId: string } | undefined {
  const match = /^RSA-OAEP-256\+A256GCM;\s*kid=([A-Za-z0-9_-]{1,64})$/.exec(header?.trim() ?? '');
  return match?.[1] ? { keyId: match[1] } : undefined;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Decodes standard base64; throws on anything else. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new Error('not base64');
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export async function digestHeaderValue(value: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return `SHA-256=${toBase64(new Uint8Array(hash))}`;
}

export interface SealedPayload {
  readonly body: EncryptedBody;
  readonly headers: Record<string, string>;
}

/** Encrypts a JSON payload for an encrypted call with the key from `GET /wps/session/key/rsa`. */
export async function sealPayload(key: RsaPublicKey, payload: unknown): Promise<SealedPayload> {
  const subtle = crypto.subtle;
  const rsa = await subtle.importKey(
    'spki',
    fromBase64(key.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(AES_IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aes));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey));
  const joined = new Uint8Array(iv.length + cipher.length);
  joined.set(iv);
  joined.set(cipher, iv.length);
  const value = toBase64(joined);
  return {
    body: { value },
    headers: {
      [ENCRYPTION_HEADERS.encryption]: encryptionHeaderValue(key.keyId),
      [ENCRYPTION_HEADERS.wrappedKey]: toBase64(wrapped),
      [ENCRYPTION_HEADERS.digest]: await digestHeaderValue(value),
    },
  };
}
