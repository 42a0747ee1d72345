import { wpsApi } from './api';
import { WPS_CALL_ROUTES as CALLS } from './contract/call-routes';
import { callMutation, callQuery } from './endpoint-kit';

/** Promotions, the reward centre and rebates. Claiming or applying refreshes the unclaimed count and balance. */
export const promotionsApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    promotionList: callQuery(build, CALLS.promotionList, ['Promotions']),
    promotionDetail: callQuery(build, CALLS.promotionDetail, ['Promotions']),
    availablePromotions: callQuery(build, CALLS.availablePromotions, ['UnclaimedCount', 'Promotions']),
    applyPromotion: callMutation(build, CALLS.applyPromotion, ['UnclaimedCount', 'Promotions', 'Balance'], {
      sensitive: 'money',
    }),
    claimPromotion: callMutation(build, CALLS.claimPromotion, ['UnclaimedCount', 'Promotions', 'Balance'], {
      sensitive: 'money',
    }),
    manualRebate: callQuery(build, CALLS.manualRebate, ['Reports']),
    claimManualRebate: callMutation(build, CALLS.claimManualRebate, ['Balance', 'Reports'], {
      sensitive: 'money',
    }),
    rebateReport: callQuery(build, CALLS.rebateReport, ['Reports']),
    referralLink: callQuery(build, CALLS.referralLink, ['Member']),
  }),
});

export const {
  usePromotionListQuery,
  usePromotionDetailQuery,
  useAvailablePromotionsQuery,
  useApplyPromotionMutation,
  useClaimPromotionMutation,
  useManualRebateQuery,
  useClaimManualRebateMutation,
  useRebateReportQuery,
  useReferralLinkQuery,
} = promotionsApi;
