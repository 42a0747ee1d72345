import { wpsApi } from './api';
import { WPS_CALLS } from './contract';
import { callMutation, callQuery } from './endpoint-kit';

/** Promotions, the reward centre and rebates. Claiming or applying refreshes the unclaimed count and balance. */
export const promotionsApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    promotionList: callQuery(build, WPS_CALLS.promotionList, ['Promotions']),
    promotionDetail: callQuery(build, WPS_CALLS.promotionDetail, ['Promotions']),
    availablePromotions: callQuery(build, WPS_CALLS.availablePromotions, ['UnclaimedCount', 'Promotions']),
    applyPromotion: callMutation(
      build,
      WPS_CALLS.applyPromotion,
      ['UnclaimedCount', 'Promotions', 'Balance'],
      {
        sensitive: 'money',
      },
    ),
    claimPromotion: callMutation(
      build,
      WPS_CALLS.claimPromotion,
      ['UnclaimedCount', 'Promotions', 'Balance'],
      {
        sensitive: 'money',
      },
    ),
    manualRebate: callQuery(build, WPS_CALLS.manualRebate, ['Reports']),
    claimManualRebate: callMutation(build, WPS_CALLS.claimManualRebate, ['Balance', 'Reports'], {
      sensitive: 'money',
    }),
    rebateReport: callQuery(build, WPS_CALLS.rebateReport, ['Reports']),
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
} = promotionsApi;
