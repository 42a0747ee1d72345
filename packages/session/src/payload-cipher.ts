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

/**
 * Encrypts the body of the encrypted calls (login, register, password change) with the server's public key.
 * Behind an interface so that a real backend's scheme can be plugged in instead.
 */
export interface PayloadCipher {
  /** The scheme named in the `Encryption` header this cipher sends. */
  readonly scheme: string;
  encrypt(payload: unknown, key: ServerKey): Promise<EncryptedRequest>;
}

/** Header names of the encrypted-call envelope. */
export const ENCRYPTION_HEADERS = {
  scheme: 'Encryption',
  wrappedKey: 'X-RSA',
  digest: 'X-Digest',
} as const;
