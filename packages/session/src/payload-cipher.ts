import type { SealedRoute } from './sealed-freshness';

/** What an encrypted `/wps` call sends in place of its JSON body. */
export interface EncryptedRequest {
  /** The request body: `{ "value": <ciphertext> }`. */
  readonly body: { readonly value: string };
  /** `Encryption`, `X-RSA` and `X-Digest`, sent beside the body. */
  readonly headers: Readonly<Record<string, string>>;
}

/** The server's public key as `GET /wps/session/key/rsa` answers it. */
export interface ServerKey {
  /** Names the key in the `Encryption` header, so the server can tell a stale key from a broken body. */
  readonly keyId: string;
  /** Base64 DER SubjectPublicKeyInfo (a PEM block is accepted too). */
  readonly publicKey: string;
}

/** The call a body is sealed for, and the time to seal it with. */
export interface SealContext extends SealedRoute {
  /** Epoch ms on the server's clock (local time plus the offset the key answer gave); `Date.now()` if absent. */
  readonly time?: number;
}

/**
 * Encrypts the body of the calls that carry a credential (login, register, password changes, payment password)
 * with the server's public key, bound to one call and good for one request within a few minutes. Behind an
 * interface so that a real backend's scheme can be plugged in instead.
 */
export interface PayloadCipher {
  /** The scheme named in the `Encryption` header this cipher sends. */
  readonly scheme: string;
  encrypt(payload: unknown, key: ServerKey, context: SealContext): Promise<EncryptedRequest>;
}

/** The scheme of the wire contract: RSA-OAEP with SHA-256 wrapping a fresh AES-256-GCM key per request. */
export const RSA_OAEP_AES_GCM = 'RSA-OAEP-256+A256GCM';

/** Header names of the encrypted-call envelope. */
export const ENCRYPTION_HEADERS = {
  scheme: 'Encryption',
  wrappedKey: 'X-RSA',
  digest: 'X-Digest',
} as const;
