// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the security domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const SECURITY_ROUTES: DomainRoutes<'security'> = {
  securityConfig: {
    name: 'securityConfig',
    method: 'GET',
    path: '/wps/relay/SCSFE_getSecurityConfig',
    input: 'query',
  },
  hasWithdrawalPassword: {
    name: 'hasWithdrawalPassword',
    method: 'GET',
    path: '/wps/relay/SCSFE_hasWithdrawalPassword',
    input: 'query',
  },
  setPaymentPassword: {
    name: 'setPaymentPassword',
    method: 'POST',
    path: '/wps/relay/SCSFE_setPaymentPassword',
    input: 'encrypted',
  },
  resetPaymentPassword: {
    name: 'resetPaymentPassword',
    method: 'POST',
    path: '/wps/relay/SCSFE_resetPaymentPassword',
    input: 'encrypted',
  },
  addBankCard: {
    name: 'addBankCard',
    method: 'POST',
    path: '/wps/relay/SCSFE_addBankCard',
    input: 'encrypted',
  },
  securityQuestions: {
    name: 'securityQuestions',
    method: 'GET',
    path: '/wps/relay/SCSFE_getSecurityQuestions',
    input: 'query',
  },
  customerQuestions: {
    name: 'customerQuestions',
    method: 'GET',
    path: '/wps/relay/SCSFE_getCustomerQuestions',
    input: 'query',
  },
  setCustomerQuestion: {
    name: 'setCustomerQuestion',
    method: 'POST',
    path: '/wps/relay/SCSFE_setCustomerQuestion',
    input: 'json',
  },
};
