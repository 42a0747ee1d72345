import { Hono } from 'hono';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import {
  deletePasskey,
  insertPasskey,
  markPasskeyUsed,
  passkeyByCredential,
  passkeysOfMember,
  saveChallenge,
  takeChallenge,
} from '../../db/queries/account/passkeys';
import { memberById } from '../../db/queries/account/members';
import { loginAs } from '../account/login-response';
import type { ApiEnv } from '../api-env';
import { memberRoute, route } from '../call-route';
import { notFound, rejectTrial } from '../member-guards';
import {
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_PROMPT_TIMEOUT_MS,
  challengeExpired,
  challengeOf,
  passkeyRejected,
  passkeyUnknown,
  relyingParty,
} from '../passkeys/relying-party';
import { clientAddress, spendRate } from '../rate-limiter';

// The library's checks throw on a malformed answer; to the member that is the same as a failed check.
async function verified<T extends { verified: boolean }>(
  check: () => Promise<T>,
): Promise<T & { verified: true }> {
  const result = await check().catch(() => undefined);
  if (!result?.verified) throw passkeyRejected();
  return result as T & { verified: true };
}

// The options go out as the library wrote them; the contract reads only the challenge.
const asWire = <T extends { challenge: string }>(
  options: T,
): { challenge: string; [key: string]: unknown } => ({
  ...options,
});

/**
 * Passkeys, the `/wps/ext/passkeys/` extension beyond the spec (`@simplewebauthn/server`): a member adds, lists
 * and removes their keys; anyone signs in with one and gets the very session a password login gives. Every
 * challenge is stored with its expiry and used once; every key is bound to its member and merchant.
 */
export function passkeysRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.passkeyList, ({ db, member }) =>
    passkeysOfMember(db, member.id).map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: key.created_at,
      ...(key.last_used_at === null ? {} : { lastUsedAt: key.last_used_at }),
    })),
  );

  memberRoute(routes, WPS_CALLS.passkeyRegistrationOptions, async ({ c, db, member, merchant, now }) => {
    rejectTrial(member);
    const options = await generateRegistrationOptions({
      rpName: merchant.brandName,
      rpID: relyingParty(c).id,
      userName: member.username,
      userID: new TextEncoder().encode(`${merchant.code}:${member.id}`),
      attestationType: 'none',
      timeout: PASSKEY_PROMPT_TIMEOUT_MS,
      // A key the member already has on this authenticator is not added twice.
      excludeCredentials: passkeysOfMember(db, member.id).map((key) => ({ id: key.credential_id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const challenge = { merchantCode: merchant.code, memberId: member.id, purpose: 'registration' as const };
    saveChallenge(
      db,
      { ...challenge, value: options.challenge, expiresAt: now + PASSKEY_CHALLENGE_TTL_MS },
      now,
    );
    return asWire(options);
  });

  memberRoute(routes, WPS_CALLS.passkeyRegistration, async ({ c, db, member, merchant, now, params }) => {
    rejectTrial(member);
    const response = params.credential as unknown as RegistrationResponseJSON;
    const challenge = challengeOf(response);
    const owner = { merchantCode: merchant.code, memberId: member.id, purpose: 'registration' as const };
    if (!takeChallenge(db, { ...owner, value: challenge }, now)) throw challengeExpired();
    const rp = relyingParty(c);
    const { registrationInfo } = await verified(() =>
      verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }),
    );
    const { credential } = registrationInfo;
    const id = insertPasskey(db, {
      memberId: member.id,
      merchantCode: merchant.code,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name: params.name,
      now,
    });
    return { id, name: params.name, createdAt: now };
  });

  memberRoute(routes, WPS_CALLS.passkeyRemove, ({ db, member, params }) => {
    if (!deletePasskey(db, member.id, params.id)) throw notFound('The passkey');
    return true;
  });

  route(routes, WPS_CALLS.passkeyLoginOptions, async ({ c, db, merchant, now, state }) => {
    spendRate(state, 'loginPerIp', clientAddress(c));
    // No allow-list: the authenticator offers the keys it holds for this site, so sign-in is one tap.
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(c).id,
      userVerification: 'required',
      timeout: PASSKEY_PROMPT_TIMEOUT_MS,
    });
    const challenge = { merchantCode: merchant.code, memberId: null, purpose: 'login' as const };
    saveChallenge(
      db,
      { ...challenge, value: options.challenge, expiresAt: now + PASSKEY_CHALLENGE_TTL_MS },
      now,
    );
    return asWire(options);
  });

  route(routes, WPS_CALLS.passkeyLogin, async ({ c, db, merchant, now, params, state }) => {
    spendRate(state, 'loginPerIp', clientAddress(c));
    const response = params.credential as unknown as AuthenticationResponseJSON;
    const challenge = challengeOf(response);
    const owner = { merchantCode: merchant.code, memberId: null, purpose: 'login' as const };
    if (!takeChallenge(db, { ...owner, value: challenge }, now)) throw challengeExpired();
    const key = passkeyByCredential(db, merchant.code, response.id);
    const member = key && memberById(db, key.member_id);
    if (!key || !member || member.active !== 1) throw passkeyUnknown();
    const rp = relyingParty(c);
    const { authenticationInfo } = await verified(() =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        credential: {
          id: key.credential_id,
          publicKey: Buffer.from(key.public_key, 'base64url'),
          counter: key.sign_count,
          ...(key.transports ? { transports: key.transports.split(',') } : {}),
        },
      }),
    );
    markPasskeyUsed(db, key.id, authenticationInfo.newCounter, now);
    return loginAs(db, member, now);
  });
  return routes;
}
