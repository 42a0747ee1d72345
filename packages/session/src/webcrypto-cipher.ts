import { concatBytes, fromBase64, subtle, toBase64, utf8 } from './bytes';
import { ENCRYPTION_HEADERS, type EncryptedRequest, type PayloadCipher } from './payload-cipher';

/** `Encryption` header value: RSA-OAEP with SHA-256 wrapping a fresh AES-256-GCM key. */
export const RSA_OAEP_AES_GCM = 'RSA-OAEP-256+A256GCM';

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const IV_BYTES = 12;

/** Accepts a PEM `PUBLIC KEY` block or bare base64 SPKI, as the key endpoint may send either. */
export function spkiFromText(publicKey: string): Uint8Array<ArrayBuffer> {
  const body = publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return fromBase64(body);
}

async function digest(text: string): Promise<string> {
  return toBase64(await subtle().digest('SHA-256', utf8(text)));
}

/**
 * The payload cipher of the wire contract, on WebCrypto: the JSON body is sealed with a fresh AES-256-GCM key
 * (body value = base64 of IV then ciphertext and tag), the AES key is wrapped with the server's RSA key
 * (`X-RSA`), and `X-Digest` is the base64 SHA-256 of the body value so a damaged transfer is caught before
 * any decryption.
 */
export function webCryptoCipher(): PayloadCipher {
  return {
    scheme: RSA_OAEP_AES_GCM,
    async encrypt(payload, publicKey): Promise<EncryptedRequest> {
      const rsaKey = await subtle().importKey('spki', spkiFromText(publicKey), RSA, false, ['encrypt']);
      const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await subtle().encrypt({ name: 'AES-GCM', iv }, aesKey, utf8(JSON.stringify(payload)));
      const wrapped = await subtle().encrypt(RSA, rsaKey, await subtle().exportKey('raw', aesKey));
      const value = toBase64(concatBytes(iv, new Uint8Array(sealed)));
      return {
        body: { value },
        headers: {
          [ENCRYPTION_HEADERS.scheme]: RSA_OAEP_AES_GCM,
          [ENCRYPTION_HEADERS.wrappedKey]: toBase64(wrapped),
          [ENCRYPTION_HEADERS.digest]: await digest(value),
        },
      };
    },
  };
}

/**
 * The receiving side of {@link webCryptoCipher}: checks the digest, unwraps the AES key with the RSA private key
 * and returns the parsed JSON. Used by mock servers and tests; throws on any mismatch.
 */
export async function openEncryptedRequest(
  request: EncryptedRequest,
  privateKey: CryptoKey,
): Promise<unknown> {
  const header = (name: string) => {
    const found = Object.entries(request.headers).find(([k]) => k.toLowerCase() === name.toLowerCase());
    if (!found) throw new Error(`Missing ${name} header`);
    return found[1];
  };
  if (header(ENCRYPTION_HEADERS.scheme) !== RSA_OAEP_AES_GCM) throw new Error('Unknown encryption scheme');
  if (header(ENCRYPTION_HEADERS.digest) !== (await digest(request.body.value)))
    throw new Error('Digest mismatch');
  const raw = await subtle().decrypt(RSA, privateKey, fromBase64(header(ENCRYPTION_HEADERS.wrappedKey)));
  const aesKey = await subtle().importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const bytes = fromBase64(request.body.value);
  const iv = bytes.subarray(0, IV_BYTES);
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv }, aesKey, bytes.subarray(IV_BYTES));
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}

/** A fresh RSA-OAEP-256 key pair with the public half as PEM, for mock servers and tests. */
export async function generateCipherKeyPair(): Promise<{ publicKeyPem: string; privateKey: CryptoKey }> {
  const pair = await subtle().generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = toBase64(await subtle().exportKey('spki', pair.publicKey));
  const lines = spki.match(/.{1,64}/g) ?? [];
  return {
    publicKeyPem: ['-----BEGIN PUBLIC KEY-----', ...lines, '-----END PUBLIC KEY-----'].join('\n'),
    privateKey: pair.privateKey,
  };
}
