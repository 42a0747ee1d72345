// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the deposit domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const DEPOSIT_ROUTES: DomainRoutes<'deposit'> = {
  depositMethods: {
    name: 'depositMethods',
    method: 'GET',
    path: '/wps/relay/PCSFE_getDepositMethods',
    input: 'query',
  },
  banksByVendor: {
    name: 'banksByVendor',
    method: 'GET',
    path: '/wps/relay/PCSFE_getBanksByVendor',
    input: 'query',
  },
  depositPromotions: {
    name: 'depositPromotions',
    method: 'GET',
    path: '/wps/relay/PCSFE_getDepositPromotionList',
    input: 'query',
  },
  manualTransfer: {
    name: 'manualTransfer',
    method: 'POST',
    path: '/wps/relay/PCSFE_manualTransfer',
    input: 'json',
  },
  alipay: { name: 'alipay', method: 'POST', path: '/wps/relay/PCSFE_alipay', input: 'json' },
  qqPay: { name: 'qqPay', method: 'POST', path: '/wps/relay/PCSFE_qqPay', input: 'json' },
  wechatPay: { name: 'wechatPay', method: 'POST', path: '/wps/relay/PCSFE_wechatPay', input: 'json' },
  paymentGateway: {
    name: 'paymentGateway',
    method: 'POST',
    path: '/wps/relay/PCSFE_paymentGateway',
    input: 'json',
  },
  acceptPromotion: {
    name: 'acceptPromotion',
    method: 'POST',
    path: '/wps/relay/PCSFE_acceptPromotion',
    input: 'json',
  },
  depositReport: {
    name: 'depositReport',
    method: 'GET',
    path: '/wps/relay/PCSFE_getDepositReport',
    input: 'query',
  },
  moneyRequest: {
    name: 'moneyRequest',
    method: 'GET',
    path: '/wps/relay/PCSFE_getMoneyRequest',
    input: 'query',
  },
};
