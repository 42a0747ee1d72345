import { randomBytes } from 'node:crypto';
import { insertPasskey, saveChallenge, type PasskeyPurpose } from '../../db/queries/account/passkeys';
import { softAuthenticator } from '../soft-authenticator';
import type { CallExample, ExampleContext } from './example-types';

const MISSING = 'parameter.missing';
const added = softAuthenticator();
// The sign-in starts a session, which ends the member's others: it signs in a member no other example uses.
const signingIn = softAuthenticator();

/** A challenge handed out as the options call would, for the seeded player (registration) or anyone (sign-in). */
function plantChallenge({ h, one }: ExampleContext, purpose: PasskeyPurpose): string {
  const memberId =
    purpose === 'registration'
      ? one<{ id: number }>("SELECT id FROM member WHERE username = 'player01'").id
      : null;
  const value = randomBytes(32).toString('base64url');
  const now = h.state.now();
  saveChallenge(h.db, { value, merchantCode: 'demo', memberId, purpose, expiresAt: now + 60_000 }, now);
  return value;
}

/** The passkey extension's calls. */
export const PASSKEY_EXAMPLES = {
  passkeyList: { as: 'player' },
  passkeyRegistrationOptions: { as: 'player' },
  passkeyRegistration: {
    as: 'player',
    prepare: (ctx) => ({
      name: 'Phone',
      credential: added.register({ challenge: plantChallenge(ctx, 'registration') }),
    }),
    bad: { input: { name: 'Phone' }, code: MISSING },
  },
  passkeyRemove: {
    as: 'player',
    prepare: ({ h, one }) => {
      const member = one<{ id: number }>("SELECT id FROM member WHERE username = 'player01'");
      const id = insertPasskey(h.db, {
        memberId: member.id,
        merchantCode: 'demo',
        credentialId: 'example-removed-key',
        publicKey: '',
        signCount: 0,
        transports: '',
        name: 'Old phone',
        now: h.state.now(),
      });
      return { id };
    },
    bad: { input: { id: 0 }, code: 'parameter.out.of.range' },
  },
  passkeyLoginOptions: {},
  passkeyLogin: {
    prepare: (ctx) => {
      const member = ctx.one<{ id: number }>("SELECT id FROM member WHERE username = 'player02'");
      insertPasskey(ctx.h.db, {
        memberId: member.id,
        merchantCode: 'demo',
        credentialId: signingIn.credentialId,
        publicKey: signingIn.coseKey,
        signCount: 0,
        transports: 'internal',
        name: 'Phone',
        now: ctx.h.state.now(),
      });
      return { credential: signingIn.signIn({ challenge: plantChallenge(ctx, 'login') }) };
    },
    bad: { input: {}, code: MISSING },
  },
} satisfies Record<string, CallExample>;
