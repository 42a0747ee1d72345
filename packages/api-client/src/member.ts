import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { WPS_CALLS } from './contract';
import { callMutation, callQuery } from './endpoint-kit';

const MONEY = { sensitive: 'money' } as const;

/** The member's profile, VIP benefits, feedback and security centre. */
export const memberApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    memberInfo: callQuery(build, WPS_CALLS.memberInfo, ['Member'], {
      localCache: LOCAL_CACHE_RULES.memberInfo,
    }),
    memberIcon: callQuery(build, WPS_CALLS.memberIcon, ['Member']),
    setMemberIcon: callMutation(build, WPS_CALLS.setMemberIcon, ['Member']),
    memberEmail: callQuery(build, WPS_CALLS.memberEmail, ['Member']),
    memberPayeeName: callQuery(build, WPS_CALLS.memberPayeeName, ['Member']),
    memberNickname: callQuery(build, WPS_CALLS.memberNickname, ['Member']),
    memberRenew: callQuery(build, WPS_CALLS.memberRenew, ['Session']),
    clubBenefit: callQuery(build, WPS_CALLS.clubBenefit, ['Member']),
    feedback: callMutation(build, WPS_CALLS.feedback),
    securityConfig: callQuery(build, WPS_CALLS.securityConfig, ['Security']),
    hasWithdrawalPassword: callQuery(build, WPS_CALLS.hasWithdrawalPassword, ['Security']),
    setPaymentPassword: callMutation(build, WPS_CALLS.setPaymentPassword, ['Security'], MONEY),
    resetPaymentPassword: callMutation(build, WPS_CALLS.resetPaymentPassword, ['Security'], MONEY),
    addBankCard: callMutation(build, WPS_CALLS.addBankCard, ['BankCards', 'Security'], MONEY),
    securityQuestions: callQuery(build, WPS_CALLS.securityQuestions, ['Security']),
    customerQuestions: callQuery(build, WPS_CALLS.customerQuestions, ['Security']),
    setCustomerQuestion: callMutation(build, WPS_CALLS.setCustomerQuestion, ['Security']),
  }),
});

export const {
  useMemberInfoQuery,
  useMemberIconQuery,
  useSetMemberIconMutation,
  useMemberEmailQuery,
  useMemberPayeeNameQuery,
  useMemberNicknameQuery,
  useMemberRenewQuery,
  useClubBenefitQuery,
  useFeedbackMutation,
  useSecurityConfigQuery,
  useHasWithdrawalPasswordQuery,
  useSetPaymentPasswordMutation,
  useResetPaymentPasswordMutation,
  useAddBankCardMutation,
  useSecurityQuestionsQuery,
  useCustomerQuestionsQuery,
  useSetCustomerQuestionMutation,
} = memberApi;
