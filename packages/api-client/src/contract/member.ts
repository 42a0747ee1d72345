import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { noInput, text, timestamp } from './schema-kit';

/** Member info (spec section 3): id, account, regDate, type, toUpline, plus the profile the member centre shows. */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  /** Registration time, ms since the epoch. */
  regDate: timestamp,
  /** Member type: 0 player, 4 free trial, 40 non-agent; anything else is an agent. */
  type: z.number().int(),
  /** Whether the member has an upline to transfer to. */
  toUpline: z.boolean(),
  vipLevel: z.number().int(),
  vipLabel: z.string(),
  nickname: z.string(),
  email: z.string(),
  payeeName: z.string(),
  mobileNum: z.string(),
  currency: z.string(),
});
export type MemberInfo = z.output<typeof memberInfoSchema>;

export const FEEDBACK_TYPES = ['SUGGESTION', 'COMPLAINT', 'DEPOSIT', 'WITHDRAW', 'GAME', 'OTHER'] as const;

/** Feedback: 1-3 png/jpg images as data URLs of at most 5 MB each (spec section 5). */
export const feedbackSchema = z.object({
  type: z.enum(FEEDBACK_TYPES).default('SUGGESTION'),
  content: text(2000),
  images: z
    .array(
      z
        .string()
        .max(7_000_000)
        .regex(/^data:image\/(png|jpeg);base64,/, 'a png or jpg data URL'),
    )
    .max(3)
    .default([]),
});

/**
 * Words of a text as the feedback bounds count them: word-like segments of `Intl.Segmenter`, so languages written
 * without spaces (Chinese, Thai, ...) count words too. The app and the server count the same way.
 */
export function countWords(text: string): number {
  let words = 0;
  for (const segment of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text))
    if (segment.isWordLike) words += 1;
  return words;
}

/** The merchant's bounds of a feedback: words of content, and images (spec sections 5 and 9). */
export const feedbackSettingsSchema = z.object({
  minWords: z.number().int(),
  maxWords: z.number().int(),
  maxImages: z.number().int(),
  maxImageBytes: z.number().int(),
});
export type FeedbackSettings = z.output<typeof feedbackSettingsSchema>;

export const clubBenefitSchema = z.object({
  vipLevel: z.number().int(),
  vipLabel: z.string(),
  levels: z.array(
    z.object({
      level: z.number().int(),
      label: z.string(),
      requiredDeposit: z.number(),
      benefits: z.array(z.string()),
    }),
  ),
});

export const memberCalls = {
  memberInfo: defineCall({
    name: 'memberInfo',
    method: 'GET',
    path: WPS_PATHS.memberInfo,
    auth: 'member',
    request: noInput,
    response: memberInfoSchema,
    summary: 'The logged-in member.',
  }),
  memberIcon: defineCall({
    name: 'memberIcon',
    method: 'GET',
    path: WPS_PATHS.memberIcon,
    auth: 'member',
    request: noInput,
    response: z.object({ icon: z.string() }),
    summary: 'The head icon URL.',
  }),
  setMemberIcon: defineCall({
    name: 'setMemberIcon',
    method: 'POST',
    path: WPS_PATHS.memberIcon,
    input: 'form',
    auth: 'member',
    request: z.object({ icon: z.enum(['1', '2', '3', '4', '5', '6', '7', '8']) }),
    response: z.object({ icon: z.string() }),
    summary: 'Choose one of the sandbox head icons (posted as a form).',
  }),
  memberEmail: defineCall({
    name: 'memberEmail',
    method: 'GET',
    path: WPS_PATHS.memberEmail,
    auth: 'member',
    request: noInput,
    response: z.object({ email: z.string() }),
    summary: "The member's email.",
  }),
  memberPayeeName: defineCall({
    name: 'memberPayeeName',
    method: 'GET',
    path: WPS_PATHS.memberPayeeName,
    auth: 'member',
    request: noInput,
    response: z.object({ payeeName: z.string() }),
    summary: "The member's payee (bank account holder) name.",
  }),
  memberNickname: defineCall({
    name: 'memberNickname',
    method: 'GET',
    path: WPS_PATHS.memberNickname,
    auth: 'member',
    request: noInput,
    response: z.object({ nickname: z.string() }),
    summary: "The member's nickname.",
  }),
  memberRenew: defineCall({
    name: 'memberRenew',
    method: 'GET',
    path: WPS_PATHS.memberRenew,
    auth: 'member',
    request: noInput,
    response: z.object({ idleMinutes: z.number().int() }),
    summary: 'Keep the session alive; answers the idle expiry in minutes.',
  }),
  clubBenefit: defineCall({
    name: 'clubBenefit',
    method: 'GET',
    path: WPS_PATHS.clubBenefit,
    auth: 'member',
    request: noInput,
    response: clubBenefitSchema,
    summary: 'VIP level and the benefits of every level.',
  }),
  feedback: defineCall({
    name: 'feedback',
    method: 'PUT',
    path: WPS_PATHS.feedback,
    auth: 'member',
    request: feedbackSchema,
    response: z.object({ id: z.number().int() }),
    summary: 'Send feedback with up to 3 images.',
  }),
  feedbackSettings: defineCall({
    name: 'feedbackSettings',
    method: 'GET',
    path: WPS_PATHS.feedbackSettings,
    request: noInput,
    response: feedbackSettingsSchema,
    summary: "The merchant's word bounds of a feedback's content and its image limits.",
  }),
} as const;
