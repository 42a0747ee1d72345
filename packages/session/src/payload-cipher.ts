/** What an encrypted `/wps` call sends in place of its JSON body. */
export interface EncryptedRequest {
  /** The request body: `{ "value": <ciphertext> }`. */
  readonly body: { readonly value: string };
  /** `Encryption`, `X-RSA` and `X-Digest`, sent beside the body. */
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Encrypts the body of the encrypted calls (login, register, password change) with the server's public key from
 * `GET /wps/session/key/rsa`. Behind an interface so that a real backend's scheme can be plugged in instead.
 */
export interface PayloadCipher {
  /** The value of the `Encryption` header this cipher sends. */
  readonly scheme: string;
  encrypt(payload: unknown, publicKey: string): Promise<EncryptedRequest>;
}

/** Header names of the encrypted-call envelope. */
export const ENCRYPTION_HEADERS = {
  scheme: 'Encryption',
  wrappedKey: 'X-RSA',
  digest: 'X-Digest',
} as const;
