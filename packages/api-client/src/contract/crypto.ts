import { webCryptoCipher, type SealContext } from '@wps-mobile/session';
import { z } from 'zod';

export {
  createNonceBook,
  readSealedEnvelope,
  SEAL_WINDOW_MS,
  sealedRouteText,
  type NonceBook,
  type SealContext,
  type SealedEnvelope,
  type SealedRoute,
  type SealRefusal,
} from '@wps-mobile/session';

/**
 * The encrypted-call envelope: every call that carries a credential (login, registration, every password and
 * payment-password change, and the calls a payment password confirms: bank card, withdrawal, transfers, a new
 * downline's password). The real platform uses a weak legacy cipher; ours wraps a fresh AES-256-GCM key per
 * request with the server's RSA-OAEP (SHA-256) public key:
 *
 * - body: `{ "value": base64(iv[12] ‖ AES-GCM ciphertext ‖ tag[16]) }` of the UTF-8 JSON envelope
 *   `{ "ts": <epoch ms, server clock>, "nonce": <base64url, 16 random bytes>, "payload": <the call's input> }`,
 *   with `METHOD /wps/path` of the call (`sealedRouteText`) as AES-GCM associated data, so a body opens only on
 *   the call it was sealed for;
 * - the server refuses a body whose `ts` is more than `SEAL_WINDOW_MS` (5 minutes) from its clock
 *   (`encryption.expired`) or whose nonce it has already accepted (`encryption.replayed`); clients seal with the
 *   server's time from the key answer (`serverTime`), so a wrong phone clock does not matter;
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
  /** The server's clock (epoch ms) when it answered: clients seal with it, whatever their own clock says. */
  serverTime: z.number().int().optional(),
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

/**
 * Seals a call's input for the call `route` names, with the key from `GET /wps/session/key/rsa` (the session
 * package's cipher, which the front end uses too). Pass `route.time` from the key answer's `serverTime` when the
 * caller's clock may differ from the server's.
 */
export async function sealPayload(
  key: RsaPublicKey,
  payload: unknown,
  route: SealContext,
): Promise<SealedPayload> {
  const sealed = await webCryptoCipher().encrypt(payload, key, route);
  return { body: sealed.body, headers: { ...sealed.headers } };
}
