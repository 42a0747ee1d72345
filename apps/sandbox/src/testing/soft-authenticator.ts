import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

// A software passkey for the sandbox's own tests: an ES256 key answering WebAuthn ceremonies the way a
// platform authenticator does (attestation "none", user present and verified). The browser tests use Chromium's
// virtual authenticator instead.

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

// The few CBOR forms WebAuthn needs: integers, byte and text strings, arrays and maps (RFC 8949).
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftAuthenticator {
  readonly credentialId: string;
  /** The public key as a server stores it (COSE, base64url), for placing the key without a registration. */
  readonly coseKey: string;
  /** Answers registration options (`navigator.credentials.create`), as `RegistrationResponseJSON`. */
  register(options: { challenge: string }): Record<string, unknown>;
  /** Answers sign-in options (`navigator.credentials.get`), as `AuthenticationResponseJSON`. */
  signIn(options: { challenge: string }): Record<string, unknown>;
}

export function softAuthenticator(
  site = { rpId: 'localhost', origin: 'http://localhost' },
): SoftAuthenticator {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const rawId = randomBytes(16);
  let counter = 0;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: site.origin, crossOrigin: false }));
  const authData = (flags: number, extra: Buffer = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE((counter += 1));
    return Buffer.concat([sha256(site.rpId), Buffer.from([flags]), count, extra]);
  };

  const cose = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);

  return {
    credentialId: b64(rawId),
    coseKey: b64(cbor(cose)),
    register({ challenge }) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      // Flags: user present, user verified, attested credential data included.
      const data = authData(0x45, Buffer.concat([Buffer.alloc(16), idLength, rawId, cbor(cose)]));
      const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: data });
      return {
        id: b64(rawId),
        rawId: b64(rawId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    signIn({ challenge }) {
      const client = clientData('webauthn.get', challenge);
      const data = authData(0x05);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64(rawId),
        rawId: b64(rawId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
