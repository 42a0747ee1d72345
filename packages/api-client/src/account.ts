import { MEMBER_TAGS, wpsApi } from './api';
import type { Captcha, CallRequest, WPS_CALLS } from './contract';
import { ACCOUNT_ROUTES as CALLS } from './contract/routes/account.generated';
import { callMutation, callQuery, requestFor } from './endpoint-kit';
import { loginMutation } from './login-mutation';
import type { WpsError } from './request';
import {
  clearLocalSession,
  followPasswordChange,
  storeMemberSession,
  storeTrialSession,
} from './session-sync';

type Result<T> = { data: T } | { error: WpsError };
const AUTH = { sensitive: 'auth' } as const;

/** Login, registration, trial, logout, captcha, SMS codes and the password flows. */
export const accountApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    login: loginMutation(build, CALLS.login, storeMemberSession),
    register: loginMutation(build, CALLS.register, storeMemberSession),
    registerMobile: loginMutation(build, CALLS.registerMobile, storeMemberSession),
    freePlayLogin: loginMutation(build, CALLS.freePlayLogin, storeTrialSession, AUTH),
    trialUser: callQuery(build, CALLS.trialUser, ['Session']),
    // Logs out on the server, then clears the device whatever the server said: the member asked to leave. An
    // answer that the session is already gone is no expiry to report: this is the end the member asked for.
    logout: build.mutation<boolean, void>({
      async queryFn(_args, _api, _extra, baseQuery) {
        const result = (await baseQuery({
          ...requestFor(CALLS.logout, {}, AUTH),
          endsSession: true,
        })) as Result<boolean>;
        await clearLocalSession();
        return result;
      },
      invalidatesTags: [...MEMBER_TAGS],
    }),
    // Each captcha is answered once: never kept once unused, never re-sent by a retry.
    captcha: build.query<Captcha, void>({
      query: () => requestFor(CALLS.captcha, {}, { ...AUTH, retry: false }),
      keepUnusedDataFor: 0,
    }),
    smsNoLogin: callMutation(build, CALLS.smsNoLogin, [], AUTH),
    smsRegister: callMutation(build, CALLS.smsRegister, [], AUTH),
    smsMember: callMutation(build, CALLS.smsMember, [], { ...AUTH, retry: false }),
    smsPasswordReset: callMutation(build, CALLS.smsPasswordReset, [], AUTH),
    forgotPassword: callMutation(build, CALLS.forgotPassword, [], AUTH),
    setPasswordByPhone: callMutation(build, CALLS.setPasswordByPhone, [], AUTH),
    changePassword: build.mutation<boolean, CallRequest<typeof WPS_CALLS.changePassword>>({
      async queryFn(args, _api, _extra, baseQuery) {
        const result = (await baseQuery(requestFor(CALLS.changePassword, args))) as Result<boolean>;
        if ('data' in result) await followPasswordChange(args.newPassword);
        return result;
      },
    }),
    affiliateCheck: callMutation(build, CALLS.affiliateCheck),
    affiliateInfo: callQuery(build, CALLS.affiliateInfo),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useRegisterMobileMutation,
  useFreePlayLoginMutation,
  useTrialUserQuery,
  useLogoutMutation,
  useCaptchaQuery,
  useSmsNoLoginMutation,
  useSmsRegisterMutation,
  useSmsMemberMutation,
  useSmsPasswordResetMutation,
  useForgotPasswordMutation,
  useSetPasswordByPhoneMutation,
  useChangePasswordMutation,
  useAffiliateCheckMutation,
  useAffiliateInfoQuery,
} = accountApi;
