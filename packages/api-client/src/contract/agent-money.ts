import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { amount, int, noInput, optionalText, text } from './schema-kit';
import { moneyMoveSchema } from './wallet';

const username = text(50);
const paymentPassword = text(64);

/** Money from the agent to downlines (one or many, all or nothing) and the agent's affiliate links. */
export const agentMoneyCalls = {
  transferDownline: defineCall({
    name: 'transferDownline',
    method: 'POST',
    path: WPS_PATHS.transferDownline,
    input: 'encrypted',
    auth: 'member',
    request: z.object({ username, amount: amount(), paymentPassword }),
    response: moneyMoveSchema,
    summary: 'Send money to one team member.',
  }),
  transferMultipleDownline: defineCall({
    name: 'transferMultipleDownline',
    method: 'POST',
    path: WPS_PATHS.transferMultipleDownline,
    input: 'encrypted',
    auth: 'member',
    request: z.object({
      items: z
        .array(z.object({ username, amount: amount() }))
        .min(1)
        .max(50),
      paymentPassword,
    }),
    response: moneyMoveSchema,
    summary: 'Send money to several team members at once: all or nothing.',
  }),
  affiliateUrlCreate: defineCall({
    name: 'affiliateUrlCreate',
    method: 'POST',
    path: WPS_PATHS.affiliateUrlCreate,
    auth: 'member',
    request: z.object({ type: int(0, 99).default(0), remark: optionalText(60) }),
    response: z.object({
      id: z.number().int(),
      code: z.string(),
      url: z.string(),
      type: z.number().int(),
      remark: z.string(),
    }),
    summary: 'Create an affiliate link for registrations of the given member type.',
  }),
  affiliateUrls: defineCall({
    name: 'affiliateUrls',
    method: 'GET',
    path: WPS_PATHS.affiliateUrls,
    auth: 'member',
    request: noInput,
    response: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        url: z.string(),
        type: z.number().int(),
        remark: z.string(),
      }),
    ),
    summary: "The agent's affiliate links.",
  }),
  affiliateUrlDelete: defineCall({
    name: 'affiliateUrlDelete',
    method: 'DELETE',
    path: WPS_PATHS.affiliateUrlDelete,
    auth: 'member',
    request: z.object({ id: int(1) }),
    response: z.boolean(),
    summary: 'Delete an affiliate link.',
  }),
} as const;
