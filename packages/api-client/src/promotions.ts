import { wpsApi } from './api';
import { PROMOTIONS_ROUTES as CALLS } from './contract/routes/promotions.generated';
import { callQuery, moneyMutation } from './endpoint-kit';

/**
 * Promotions, the reward centre and rebates. Claiming or applying moves money: each carries the caller's
 * idempotency key (as the money screens' submits do), and refreshes the unclaimed count and balance.
 */
export const promotionsApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    promotionList: callQuery(build, CALLS.promotionList, ['Promotions']),
    promotionDetail: callQuery(build, CALLS.promotionDetail, ['Promotions']),
    availablePromotions: callQuery(build, CALLS.availablePromotions, ['UnclaimedCount', 'Promotions']),
    applyPromotion: moneyMutation(build, CALLS.applyPromotion, ['UnclaimedCount', 'Promotions', 'Balance']),
    claimPromotion: moneyMutation(build, CALLS.claimPromotion, ['UnclaimedCount', 'Promotions', 'Balance']),
    manualRebate: callQuery(build, CALLS.manualRebate, ['Reports']),
    claimManualRebate: moneyMutation(build, CALLS.claimManualRebate, ['Balance', 'Reports']),
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
