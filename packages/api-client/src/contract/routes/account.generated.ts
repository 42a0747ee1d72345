// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the account domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const ACCOUNT_ROUTES: DomainRoutes<'account'> = {
  rsaKey: { name: 'rsaKey', method: 'GET', path: '/wps/session/key/rsa', input: 'query' },
  login: { name: 'login', method: 'POST', path: '/wps/session/login', input: 'encrypted' },
  freePlayLogin: {
    name: 'freePlayLogin',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    input: 'json',
  },
  trialUser: { name: 'trialUser', method: 'GET', path: '/wps/member/trialuser', input: 'query' },
  register: { name: 'register', method: 'PUT', path: '/wps/member/register', input: 'encrypted' },
  registerMobile: {
    name: 'registerMobile',
    method: 'PUT',
    path: '/wps/member/register/mobile',
    input: 'encrypted',
  },
  logout: { name: 'logout', method: 'DELETE', path: '/wps/session/logout', input: 'query' },
  captcha: { name: 'captcha', method: 'GET', path: '/wps/captcha', input: 'query' },
  smsNoLogin: { name: 'smsNoLogin', method: 'POST', path: '/wps/verification/sms/noLogin', input: 'json' },
  smsRegister: { name: 'smsRegister', method: 'POST', path: '/wps/verification/sms/register', input: 'json' },
  smsMember: { name: 'smsMember', method: 'GET', path: '/wps/verification/sms', input: 'query' },
  smsPasswordReset: {
    name: 'smsPasswordReset',
    method: 'POST',
    path: '/wps/relay/MCSFE_sendResetPasswordSms',
    input: 'json',
  },
  forgotPassword: {
    name: 'forgotPassword',
    method: 'POST',
    path: '/wps/relay/MCSFE_forgetPassword',
    input: 'form',
  },
  setPasswordByPhone: {
    name: 'setPasswordByPhone',
    method: 'POST',
    path: '/wps/relay/MCSFE_resetPasswordByPhone',
    input: 'encrypted',
  },
  changePassword: {
    name: 'changePassword',
    method: 'POST',
    path: '/wps/member/passWordChangeV2',
    input: 'encrypted',
  },
  affiliateCheck: {
    name: 'affiliateCheck',
    method: 'POST',
    path: '/wps/relay/MCSFE_checkAffiliate',
    input: 'json',
  },
  affiliateInfo: {
    name: 'affiliateInfo',
    method: 'GET',
    path: '/wps/relay/MCSFE_getAffiliateInfo',
    input: 'query',
  },
};
