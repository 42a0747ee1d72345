import { constants, createDecipheriv, createHash, privateDecrypt } from 'node:crypto';
import {
  AES_IV_BYTES,
  AES_TAG_BYTES,
  ENCRYPTION_HEADERS,
  WPS_ERROR_CODES,
  encryptedBodySchema,
  parseEncryptionHeader,
} from '@wps-mobile/api-client/contract';
import { ApiFailure } from './api-failure';
import type { SandboxState } from './sandbox-state';

const invalid = (why: string) =>
  new ApiFailure(400, WPS_ERROR_CODES.encryptionInvalid, `The encrypted request ${why}.`);

/** Opens the encrypted-call envelope of the contract's crypto.ts with node:crypto; any flaw is a 400. */
export function openSealedPayload(
  state: SandboxState,
  body: unknown,
  header: (name: string) => string | undefined,
): unknown {
  const parsedBody = encryptedBodySchema.safeParse(body);
  if (!parsedBody.success) throw invalid('must be a JSON body { "value": <ciphertext> }');
  const scheme = parseEncryptionHeader(header(ENCRYPTION_HEADERS.encryption));
  if (!scheme) throw invalid('needs the Encryption header');
  if (scheme.keyId !== state.rsa.keyId)
    throw new ApiFailure(
      400,
      WPS_ERROR_CODES.encryptionKeyStale,
      'The encryption key has changed, please try again.',
    );
  const value = parsedBody.data.value;
  const digest = `SHA-256=${createHash('sha256').update(value).digest('base64')}`;
  if (header(ENCRYPTION_HEADERS.digest) !== digest) throw invalid('does not match its X-Digest header');
  try {
    const key = privateDecrypt(
      { key: state.rsa.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(header(ENCRYPTION_HEADERS.wrappedKey) ?? '', 'base64'),
    );
    const joined = Buffer.from(value, 'base64');
    if (joined.length < AES_IV_BYTES + AES_TAG_BYTES) throw new Error('short');
    const decipher = createDecipheriv('aes-256-gcm', key, joined.subarray(0, AES_IV_BYTES));
    decipher.setAuthTag(joined.subarray(joined.length - AES_TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(joined.subarray(AES_IV_BYTES, joined.length - AES_TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    throw invalid('could not be decrypted');
  }
}
