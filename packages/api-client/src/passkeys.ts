import { wpsApi } from './api';
import { PASSKEYS_ROUTES as CALLS } from './contract/routes/passkeys.generated';
import { callMutation, callQuery } from './endpoint-kit';
import { loginMutation } from './login-mutation';
import { storeMemberSession } from './session-sync';

// A challenge is single use, so its options are a mutation (never cached); a sign-in is never repeated.
const AUTH = { sensitive: 'auth' } as const;

/**
 * Passkeys (the `/wps/ext/passkeys/` extension, beyond the spec): the member's list, adding and removing one in
 * the security centre, and signing in with one. A passkey sign-in stores the session exactly as a password login.
 */
export const passkeysApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    passkeyList: callQuery(build, CALLS.passkeyList, ['Passkeys']),
    passkeyRegistrationOptions: callMutation(build, CALLS.passkeyRegistrationOptions),
    passkeyRegistration: callMutation(build, CALLS.passkeyRegistration, ['Passkeys']),
    passkeyRemove: callMutation(build, CALLS.passkeyRemove, ['Passkeys']),
    passkeyLoginOptions: callMutation(build, CALLS.passkeyLoginOptions, [], AUTH),
    passkeyLogin: loginMutation(build, CALLS.passkeyLogin, storeMemberSession, AUTH),
  }),
});

export const {
  usePasskeyListQuery,
  usePasskeyRegistrationOptionsMutation,
  usePasskeyRegistrationMutation,
  usePasskeyRemoveMutation,
  usePasskeyLoginOptionsMutation,
  usePasskeyLoginMutation,
} = passkeysApi;
