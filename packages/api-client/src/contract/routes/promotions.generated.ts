// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the promotions domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const PROMOTIONS_ROUTES: DomainRoutes<'promotions'> = {
  promotionList: {
    name: 'promotionList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionList',
    input: 'query',
  },
  promotionDetail: {
    name: 'promotionDetail',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionDetail',
    input: 'query',
  },
  availablePromotions: {
    name: 'availablePromotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    input: 'query',
  },
  applyPromotion: {
    name: 'applyPromotion',
    method: 'POST',
    path: '/wps/relay/MCSFE_applyPromotion',
    input: 'json',
  },
  claimPromotion: {
    name: 'claimPromotion',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimPromotion',
    input: 'json',
  },
  manualRebate: {
    name: 'manualRebate',
    method: 'GET',
    path: '/wps/relay/MCSFE_getManualRebate',
    input: 'query',
  },
  claimManualRebate: {
    name: 'claimManualRebate',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimManualRebate',
    input: 'json',
  },
  rebateReport: {
    name: 'rebateReport',
    method: 'GET',
    path: '/wps/relay/MCSFE_getRebateReport',
    input: 'query',
  },
  referralLink: {
    name: 'referralLink',
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralLink',
    input: 'query',
  },
};
