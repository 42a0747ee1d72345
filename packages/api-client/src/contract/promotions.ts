import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { ACTIVITY_STATUSES, PROMOTION_CATEGORIES } from './promotion-constants';
import { int, money, noInput, optionalText, pagedOf, paging, timestamp } from './schema-kit';
import { dateRange } from './wallet';

export { ACTIVITY_STATUSES, PROMOTION_CATEGORIES, type ActivityStatus } from './promotion-constants';

export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML; render only after sanitising. */
  content: z.string(),
  imageUrl: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  /** This member's state of the promotion (`join` for visitors). */
  status: z.enum(ACTIVITY_STATUSES),
  bonus: money,
  startTime: timestamp,
  endTime: timestamp,
});
export type Promotion = z.output<typeof promotionSchema>;

export const rebateSchema = z.object({
  gameCategory: z.string(),
  validBet: money,
  rate: z.number(),
  amount: money,
});

/** The invitation code of a member and the registration address that carries it. */
export const referralLinkSchema = z.object({ code: z.string(), url: z.string() });
export type ReferralLink = z.output<typeof referralLinkSchema>;

export const promotionCalls = {
  promotionList: defineCall({
    name: 'promotionList',
    method: 'GET',
    path: WPS_PATHS.promotionList,
    auth: 'optional',
    request: z.object({ category: z.enum(PROMOTION_CATEGORIES).optional() }),
    response: z.array(promotionSchema),
    summary: "Promotions of the activity page, with this member's status.",
  }),
  promotionDetail: defineCall({
    name: 'promotionDetail',
    method: 'GET',
    path: WPS_PATHS.promotionDetail,
    auth: 'optional',
    request: z.object({ id: int(1) }),
    response: promotionSchema,
    summary: 'One promotion.',
  }),
  availablePromotions: defineCall({
    name: 'availablePromotions',
    method: 'GET',
    path: WPS_PATHS.availablePromotions,
    auth: 'member',
    request: noInput,
    response: z.object({ unclaimedCount: z.number().int(), list: z.array(promotionSchema) }),
    summary: 'Reward centre: promotions the member joined or may claim, and the unclaimed count.',
  }),
  applyPromotion: defineCall({
    name: 'applyPromotion',
    method: 'POST',
    path: WPS_PATHS.applyPromotion,
    auth: 'member',
    request: z.object({ id: int(1), comment: optionalText(140) }),
    response: promotionSchema,
    summary: 'Apply for a promotion (comment at most 140 characters).',
  }),
  claimPromotion: defineCall({
    name: 'claimPromotion',
    method: 'POST',
    path: WPS_PATHS.claimPromotion,
    auth: 'member',
    request: z.object({ id: int(1) }),
    response: z.object({ promotion: promotionSchema, balance: money }),
    summary: 'Claim an issued bonus into the balance.',
  }),
  manualRebate: defineCall({
    name: 'manualRebate',
    method: 'GET',
    path: WPS_PATHS.manualRebate,
    auth: 'member',
    request: noInput,
    response: z.object({ total: money, items: z.array(rebateSchema) }),
    summary: 'Rebate the member can claim now, per category.',
  }),
  claimManualRebate: defineCall({
    name: 'claimManualRebate',
    method: 'POST',
    path: WPS_PATHS.claimManualRebate,
    auth: 'member',
    request: noInput,
    response: z.object({ amount: money, balance: money }),
    summary: 'Claim the manual rebate into the balance.',
  }),
  rebateReport: defineCall({
    name: 'rebateReport',
    method: 'GET',
    path: WPS_PATHS.rebateReport,
    auth: 'member',
    request: z.object({ ...dateRange, ...paging(20) }),
    response: pagedOf(rebateSchema.extend({ claimTime: timestamp })),
    summary: 'Rebates claimed (my rebate).',
  }),
  referralLink: defineCall({
    name: 'referralLink',
    method: 'GET',
    path: WPS_PATHS.referralLink,
    auth: 'member',
    request: noInput,
    response: referralLinkSchema,
    summary: "The member's own invitation code and the registration link that carries it (invite friends).",
  }),
} as const;
