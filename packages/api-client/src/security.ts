import { wpsApi } from './api';
import { SECURITY_ROUTES as CALLS } from './contract/routes/security.generated';
import { MONEY, callMutation, callQuery } from './endpoint-kit';

/** The security centre: what is set, the payment password, bank card binding and security questions. */
export const securityApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    securityConfig: callQuery(build, CALLS.securityConfig, ['Security']),
    hasWithdrawalPassword: callQuery(build, CALLS.hasWithdrawalPassword, ['Security']),
    setPaymentPassword: callMutation(build, CALLS.setPaymentPassword, ['Security'], MONEY),
    resetPaymentPassword: callMutation(build, CALLS.resetPaymentPassword, ['Security'], MONEY),
    addBankCard: callMutation(build, CALLS.addBankCard, ['BankCards', 'Security'], MONEY),
    securityQuestions: callQuery(build, CALLS.securityQuestions, ['Security']),
    customerQuestions: callQuery(build, CALLS.customerQuestions, ['Security']),
    setCustomerQuestion: callMutation(build, CALLS.setCustomerQuestion, ['Security']),
  }),
});

export const {
  useSecurityConfigQuery,
  useHasWithdrawalPasswordQuery,
  useSetPaymentPasswordMutation,
  useResetPaymentPasswordMutation,
  useAddBankCardMutation,
  useSecurityQuestionsQuery,
  useCustomerQuestionsQuery,
  useSetCustomerQuestionMutation,
} = securityApi;
