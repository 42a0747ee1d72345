import { z } from 'zod';
import { loginResponseSchema } from './account';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { done, int, noInput, text } from './schema-kit';

/*
 * Passkeys: an extension of the contract beyond the spec, under `/wps/ext/passkeys/`. A merchant's backend answers
 * these only when it turns passkeys on (`passkeysEnabled` in the runtime config). The options and credentials
 * travel as the WebAuthn JSON forms (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON` and
 * their authentication twins), which the browser and the server library read as they are; the contract checks
 * only what it relies on and lets the rest through.
 */

/** WebAuthn options as JSON; `challenge` is the single-use value the answer must sign. */
const optionsSchema = z.looseObject({ challenge: z.string().max(200) });

/** A credential the browser created or used, as JSON (base64url fields). */
const credentialSchema = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(4000) }),
});
export type PasskeyCredential = z.input<typeof credentialSchema>;

/** One passkey of the member, as the security centre lists it. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Milliseconds since the epoch. */
  createdAt: z.number().int(),
  /** Milliseconds since the epoch; absent until it signs in once. */
  lastUsedAt: z.number().int().optional(),
});
export type Passkey = z.output<typeof passkeySchema>;

export const passkeyCalls = {
  passkeyList: defineCall({
    name: 'passkeyList',
    method: 'GET',
    path: WPS_PATHS.passkeyList,
    auth: 'member',
    request: noInput,
    response: z.array(passkeySchema),
    summary: "The member's passkeys on this merchant, newest first.",
  }),
  passkeyRegistrationOptions: defineCall({
    name: 'passkeyRegistrationOptions',
    method: 'POST',
    path: WPS_PATHS.passkeyRegistrationOptions,
    auth: 'member',
    request: noInput,
    response: optionsSchema,
    summary: 'Options (and a fresh challenge) for creating a passkey for the member.',
  }),
  passkeyRegistration: defineCall({
    name: 'passkeyRegistration',
    method: 'POST',
    path: WPS_PATHS.passkeyRegistration,
    auth: 'member',
    request: z.object({ name: text(50), credential: credentialSchema }),
    response: passkeySchema,
    summary: 'Checks the created passkey against its challenge and keeps it for the member.',
  }),
  passkeyRemove: defineCall({
    name: 'passkeyRemove',
    method: 'POST',
    path: WPS_PATHS.passkeyRemove,
    auth: 'member',
    request: z.object({ id: int(1) }),
    response: done,
    summary: "Removes one of the member's passkeys; it signs in no more.",
  }),
  passkeyLoginOptions: defineCall({
    name: 'passkeyLoginOptions',
    method: 'POST',
    path: WPS_PATHS.passkeyLoginOptions,
    request: noInput,
    response: optionsSchema,
    summary: 'Options (and a fresh challenge) for signing in with any passkey of this site.',
  }),
  passkeyLogin: defineCall({
    name: 'passkeyLogin',
    method: 'POST',
    path: WPS_PATHS.passkeyLogin,
    request: z.object({ credential: credentialSchema }),
    response: loginResponseSchema,
    summary: 'Signs in with a passkey: the same session and answer as a password login.',
  }),
} as const;
