import { concatBytes, fromBase64, subtle, toBase64, toBase64Url, utf8 } from './bytes';
import {
  ENCRYPTION_HEADERS,
  RSA_OAEP_AES_GCM,
  type EncryptedRequest,
  type PayloadCipher,
  type ServerKey,
} from './payload-cipher';
import {
  readSealedEnvelope,
  sealedRouteText,
  type NonceBook,
  type SealedEnvelope,
  type SealedRoute,
  type SealRefusal,
} from './sealed-freshness';

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const IV_BYTES = 12;
const NONCE_BYTES = 16;

/** A random nonce, base64url without padding (22 characters). */
function freshNonce(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
}

/** Accepts bare base64 SPKI (what the key endpoint sends) or a PEM `PUBLIC KEY` block. */
export function spkiFromText(publicKey: string): Uint8Array<ArrayBuffer> {
  const body = publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return fromBase64(body);
}

/** `X-Digest`: `SHA-256=` and the base64 SHA-256 of the body's value string. */
export async function digestOf(value: string): Promise<string> {
  return `SHA-256=${toBase64(await subtle().digest('SHA-256', utf8(value)))}`;
}

/** Reads the key id from an `Encryption` header of this scheme; undefined for any other scheme. */
export function keyIdOf(header: string | undefined): string | undefined {
  const match = /^RSA-OAEP-256\+A256GCM;\s*kid=([A-Za-z0-9_-]{1,64})$/.exec(header?.trim() ?? '');
  return match?.[1];
}

/**
 * The payload cipher of the wire contract, on WebCrypto: the JSON envelope `{ ts, nonce, payload }` is sealed
 * with a fresh AES-256-GCM key and `METHOD /wps/path` as associated data (body value = base64 of IV, ciphertext
 * and tag), the AES key is wrapped with the server's RSA key (`X-RSA`), `Encryption` names the scheme and the
 * key id, and `X-Digest` lets the server refuse a damaged body before any RSA work. The server opens a body once,
 * for that call only, within `SEAL_WINDOW_MS` of its time.
 */
export function webCryptoCipher(): PayloadCipher {
  return {
    scheme: RSA_OAEP_AES_GCM,
    async encrypt(payload, key: ServerKey, context): Promise<EncryptedRequest> {
      const rsaKey = await subtle().importKey('spki', spkiFromText(key.publicKey), RSA, false, ['encrypt']);
      const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const envelope: SealedEnvelope = { ts: context.time ?? Date.now(), nonce: freshNonce(), payload };
      const sealed = await subtle().encrypt(
        { name: 'AES-GCM', iv, additionalData: utf8(sealedRouteText(context)) },
        aesKey,
        utf8(JSON.stringify(envelope)),
      );
      const wrapped = await subtle().encrypt(RSA, rsaKey, await subtle().exportKey('raw', aesKey));
      const value = toBase64(concatBytes(iv, new Uint8Array(sealed)));
      return {
        body: { value },
        headers: {
          [ENCRYPTION_HEADERS.scheme]: `${RSA_OAEP_AES_GCM}; kid=${key.keyId}`,
          [ENCRYPTION_HEADERS.wrappedKey]: toBase64(wrapped),
          [ENCRYPTION_HEADERS.digest]: await digestOf(value),
        },
      };
    },
  };
}

/** A body that opened but is refused: sealed outside the window, or a nonce already seen. */
export class SealRefusedError extends Error {
  constructor(readonly reason: SealRefusal) {
    super(reason === 'stale' ? 'Sealed outside the time window' : 'Sealed body replayed');
  }
}

/** What the receiving side checks a body against. */
export interface OpenOptions {
  /** The call the body arrived on: a body sealed for another method or path does not decrypt. */
  readonly route: SealedRoute;
  /** The server's replay guard (`createNonceBook`), shared by every sealed call it serves. */
  readonly nonces: NonceBook;
  /** The server's clock, epoch ms; `Date.now()` if absent. */
  readonly now?: number;
}

/**
 * The receiving side of {@link webCryptoCipher}, for mock servers and tests: checks scheme and digest, unwraps
 * the AES key with the RSA private key, opens the envelope bound to `route`, admits its time and nonce once, and
 * returns the key id and the parsed payload. Throws `SealRefusedError` for a stale or replayed body and an
 * `Error` on any other mismatch.
 */
export async function openEncryptedRequest(
  request: EncryptedRequest,
  privateKey: CryptoKey,
  options: OpenOptions,
): Promise<{ keyId: string; payload: unknown }> {
  const header = (name: string) =>
    Object.entries(request.headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
  const keyId = keyIdOf(header(ENCRYPTION_HEADERS.scheme));
  if (!keyId) throw new Error('Unknown encryption scheme');
  if (header(ENCRYPTION_HEADERS.digest) !== (await digestOf(request.body.value)))
    throw new Error('Digest mismatch');
  const raw = await subtle().decrypt(
    RSA,
    privateKey,
    fromBase64(header(ENCRYPTION_HEADERS.wrappedKey) ?? ''),
  );
  const aesKey = await subtle().importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const bytes = fromBase64(request.body.value);
  const iv = bytes.subarray(0, IV_BYTES);
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(sealedRouteText(options.route)) },
    aesKey,
    bytes.subarray(IV_BYTES),
  );
  const envelope = readSealedEnvelope(JSON.parse(new TextDecoder().decode(plain)));
  if (!envelope) throw new Error('Not a sealed envelope');
  const refusal = options.nonces.admit(envelope, options.now ?? Date.now());
  if (refusal) throw new SealRefusedError(refusal);
  return { keyId, payload: envelope.payload };
}

/** A fresh RSA-OAEP-256 key pair, the public half as the key endpoint sends it; for mock servers and tests. */
export async function generateCipherKeyPair(
  keyId = 'k1',
): Promise<{ serverKey: ServerKey; privateKey: CryptoKey }> {
  const pair = await subtle().generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicKey = toBase64(await subtle().exportKey('spki', pair.publicKey));
  return { serverKey: { keyId, publicKey }, privateKey: pair.privateKey };
}
