import { constants, createDecipheriv, createHash, privateDecrypt } from 'node:crypto';
import {
  AES_IV_BYTES,
  AES_TAG_BYTES,
  ENCRYPTION_HEADERS,
  WPS_ERROR_CODES,
  encryptedBodySchema,
  parseEncryptionHeader,
  readSealedEnvelope,
  sealedRouteText,
} from '@wps-mobile/api-client/contract';
import type { SealedEnvelope, SealedRoute } from '@wps-mobile/api-client/contract';
import { ApiFailure } from './api-failure';
import type { SandboxState } from './sandbox-state';

const invalid = (why: string) =>
  new ApiFailure(400, WPS_ERROR_CODES.encryptionInvalid, `The encrypted request ${why}.`);

const REFUSALS = {
  stale: new ApiFailure(
    400,
    WPS_ERROR_CODES.encryptionExpired,
    'The request has expired, please check the date and time of your device and try again.',
  ),
  replayed: new ApiFailure(
    400,
    WPS_ERROR_CODES.encryptionReplayed,
    'This request has already been received, please try again.',
  ),
} as const;

/**
 * Opens the encrypted-call envelope of the contract's crypto.ts with node:crypto, for the call `route` names, and
 * admits its time and nonce once: a flaw is `encryption.invalid`, a body sealed for another call does not decrypt,
 * one sealed outside the window is `encryption.expired` and one already opened is `encryption.replayed`. Runs
 * before any route logic, so a refused body changes nothing.
 */
export function openSealedPayload(
  state: SandboxState,
  route: SealedRoute,
  body: unknown,
  header: (name: string) => string | undefined,
): unknown {
  const envelope = decrypt(state, route, body, header);
  const refusal = state.sealNonces.admit(envelope, state.now());
  if (refusal) throw REFUSALS[refusal];
  return envelope.payload;
}

function decrypt(
  state: SandboxState,
  route: SealedRoute,
  body: unknown,
  header: (name: string) => string | undefined,
): SealedEnvelope {
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
    decipher.setAAD(Buffer.from(sealedRouteText(route), 'utf8'));
    decipher.setAuthTag(joined.subarray(joined.length - AES_TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(joined.subarray(AES_IV_BYTES, joined.length - AES_TAG_BYTES)),
      decipher.final(),
    ]);
    const envelope = readSealedEnvelope(JSON.parse(plain.toString('utf8')));
    if (envelope) return envelope;
  } catch {
    // Falls through: every way of failing to open reads the same to the caller.
  }
  throw invalid('could not be decrypted');
}
