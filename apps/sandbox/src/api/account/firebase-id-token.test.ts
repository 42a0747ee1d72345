import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { firebaseTokenVerifier, type FirebaseTokenVerifier } from './firebase-id-token';

const PROJECT = 'wps-demo';
const NOW = 1_800_000_000;
const claims = {
  firebase: { sign_in_provider: 'google.com' },
  email: 'ana@example.com',
  auth_time: NOW - 60,
};

type Keys = Awaited<ReturnType<typeof generateKeyPair>>;

function signed(
  key: Keys['privateKey'],
  changes: { kid?: string; aud?: string; iss?: string; exp?: number } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: changes.kid ?? 'key-1' })
    .setSubject('uid-ana')
    .setAudience(changes.aud ?? PROJECT)
    .setIssuer(changes.iss ?? `https://securetoken.google.com/${PROJECT}`)
    .setIssuedAt(NOW - 60)
    .setExpirationTime(changes.exp ?? NOW + 3600)
    .sign(key);
}

describe('firebase id tokens in production mode (signed, checked against the published keys)', () => {
  let google: Keys;
  let stranger: Keys;
  let verify: FirebaseTokenVerifier;

  beforeAll(async () => {
    google = await generateKeyPair('RS256');
    stranger = await generateKeyPair('RS256');
    // The set Google would publish at the securetoken JWKS address, made here.
    const published = {
      keys: [{ ...(await exportJWK(google.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' }],
    };
    verify = firebaseTokenVerifier({
      projectId: PROJECT,
      keys: createLocalJWKSet(published),
      now: () => NOW,
    });
  });

  it('accepts a token signed by a published key for this project and says whom it names', async () => {
    await expect(verify(await signed(google.privateKey))).resolves.toEqual({
      uid: 'uid-ana',
      provider: 'google.com',
      email: 'ana@example.com',
    });
  });

  it('refuses a token signed by any other key, for another project, from another issuer or expired', async () => {
    await expect(verify(await signed(stranger.privateKey))).rejects.toThrow(/signature/);
    await expect(verify(await signed(google.privateKey, { aud: 'other-project' }))).rejects.toThrow(/aud/);
    await expect(
      verify(await signed(google.privateKey, { iss: 'https://securetoken.google.com/other-project' })),
    ).rejects.toThrow(/iss/);
    await expect(verify(await signed(google.privateKey, { exp: NOW - 1 }))).rejects.toThrow(/exp/);
  });

  it('refuses an unsigned token, the kind only the emulator hands out', async () => {
    const unsigned = new UnsecuredJWT(claims)
      .setSubject('uid-ana')
      .setAudience(PROJECT)
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setExpirationTime(NOW + 3600)
      .encode();
    await expect(verify(unsigned)).rejects.toThrow();
  });
});

describe('firebase id tokens against the Auth emulator', () => {
  const verify = firebaseTokenVerifier({
    projectId: PROJECT,
    emulatorHost: '127.0.0.1:9099',
    now: () => NOW,
  });
  const emulatorToken = (aud: string, exp: number) =>
    new UnsecuredJWT({ firebase: { sign_in_provider: 'phone' }, phone_number: '+639171234567' })
      .setSubject('uid-ben')
      .setAudience(aud)
      .setIssuer(`https://securetoken.google.com/${aud}`)
      .setExpirationTime(exp)
      .encode();

  it("takes the emulator's unsigned tokens for its own project while they last", async () => {
    await expect(verify(emulatorToken(PROJECT, NOW + 60))).resolves.toEqual({
      uid: 'uid-ben',
      provider: 'phone',
      phoneNumber: '+639171234567',
    });
    await expect(verify(emulatorToken('other-project', NOW + 60))).rejects.toThrow(/another project/);
    await expect(verify(emulatorToken(PROJECT, NOW - 1))).rejects.toThrow(/expired/);
  });
});
