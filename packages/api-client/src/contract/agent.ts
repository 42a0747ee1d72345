import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import {
  amount,
  day,
  int,
  money,
  noInput,
  optionalText,
  pagedOf,
  paging,
  text,
  timestamp,
} from './schema-kit';
import { dateRange, moneyMoveSchema } from './wallet';

/** Team KPI footer (spec section 3), computed from the team's real member data. */
export const teamKpiFooterSchema = z.object({
  teamLoginMemberCount: z.number().int(),
  teamBetMemberCount: z.number().int(),
  teamRegisterMemberCount: z.number().int(),
  teamOnlineCount: z.number().int(),
});
export type TeamKpiFooter = z.output<typeof teamKpiFooterSchema>;

export const downlineSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  level: z.number().int(),
  balance: money,
  regDate: timestamp,
  lastLoginTime: timestamp,
  online: z.boolean(),
  teamSize: z.number().int(),
});
export type Downline = z.output<typeof downlineSchema>;

export const rebateSettingSchema = z.object({
  gameCategory: z.string(),
  rate: z.number(),
  maxRate: z.number(),
});

const teamFigures = z.object({
  deposit: money,
  withdraw: money,
  bet: money,
  validBet: money,
  win: money,
  profit: money,
  memberCount: z.number().int(),
});

const username = text(50);
const paymentPassword = text(64);

export const agentCalls = {
  teamKpi: defineCall({
    name: 'teamKpi',
    method: 'GET',
    path: WPS_PATHS.teamKpi,
    auth: 'member',
    request: z.object({ startDate: day(), endDate: day(), size: int(0, 100).default(0) }),
    response: z.object({ footer: teamKpiFooterSchema, list: z.array(downlineSchema) }),
    summary: 'Agent home counters for a date range (today on the agent home); size 0 lists nobody.',
  }),
  teamKpiA: defineCall({
    name: 'teamKpiA',
    method: 'GET',
    path: WPS_PATHS.teamKpiA,
    auth: 'member',
    request: z.object(dateRange),
    response: teamFigures,
    summary: 'Team overview: money figures of the whole team.',
  }),
  teamKpiB: defineCall({
    name: 'teamKpiB',
    method: 'GET',
    path: WPS_PATHS.teamKpiB,
    auth: 'member',
    request: z.object(dateRange),
    response: teamFigures,
    summary: 'Team overview: direct downlines only.',
  }),
  teamKpiC: defineCall({
    name: 'teamKpiC',
    method: 'GET',
    path: WPS_PATHS.teamKpiC,
    auth: 'member',
    request: z.object(dateRange),
    response: z.object({
      totalMembers: z.number().int(),
      newMembers: z.number().int(),
      activeMembers: z.number().int(),
    }),
    summary: 'Team overview: member counts.',
  }),
  subordinateList: defineCall({
    name: 'subordinateList',
    method: 'GET',
    path: WPS_PATHS.subordinateList,
    auth: 'member',
    request: z.object({ account: optionalText(50), ...paging(20) }),
    response: pagedOf(downlineSchema),
    summary: 'The whole team below the agent.',
  }),
  downlines: defineCall({
    name: 'downlines',
    method: 'GET',
    path: WPS_PATHS.downlines,
    auth: 'member',
    request: z.object({ ...paging(20) }),
    response: pagedOf(downlineSchema),
    summary: 'Direct downlines.',
  }),
  downline: defineCall({
    name: 'downline',
    method: 'GET',
    path: WPS_PATHS.downline,
    auth: 'member',
    request: z.object({ username }),
    response: downlineSchema,
    summary: 'One member of the team.',
  }),
  createDownline: defineCall({
    name: 'createDownline',
    method: 'POST',
    path: WPS_PATHS.createDownline,
    auth: 'member',
    request: z.object({ username, password: text(64), type: int(0, 99).default(0) }),
    response: downlineSchema,
    summary: 'Open an account under the agent (rules of the registration config).',
  }),
  usernameCheck: defineCall({
    name: 'usernameCheck',
    method: 'GET',
    path: WPS_PATHS.usernameCheck,
    request: z.object({ username }),
    response: z.object({ available: z.boolean() }),
    summary: 'Whether a username is free.',
  }),
  teamPnl: defineCall({
    name: 'teamPnl',
    method: 'GET',
    path: WPS_PATHS.teamPnl,
    auth: 'member',
    request: z.object({ ...dateRange, ...paging(20) }),
    response: z.object({ total: teamFigures, list: z.array(teamFigures.extend({ account: z.string() })) }),
    summary: 'Team profit and loss, total and per direct downline.',
  }),
  teamBetting: defineCall({
    name: 'teamBetting',
    method: 'GET',
    path: WPS_PATHS.teamBetting,
    auth: 'member',
    request: z.object({ account: optionalText(50), ...dateRange, ...paging(20) }),
    response: pagedOf(
      z.object({
        account: z.string(),
        gameName: z.string(),
        betAmount: money,
        winAmount: money,
        betTime: timestamp,
      }),
    ),
    summary: 'Bets of the team.',
  }),
  memberPnlReport: defineCall({
    name: 'memberPnlReport',
    method: 'GET',
    path: WPS_PATHS.memberPnlReport,
    auth: 'member',
    request: z.object({ username, ...dateRange }),
    response: teamFigures,
    summary: 'Profit and loss of one team member.',
  }),
  rebateSettings: defineCall({
    name: 'rebateSettings',
    method: 'GET',
    path: WPS_PATHS.rebateSettings,
    auth: 'member',
    request: z.object({ username: optionalText(50) }),
    response: z.array(rebateSettingSchema),
    summary: "The agent's own rebate rates, or a downline's.",
  }),
  updateDownlineRebates: defineCall({
    name: 'updateDownlineRebates',
    method: 'POST',
    path: WPS_PATHS.updateDownlineRebates,
    auth: 'member',
    request: z.object({
      username,
      rebates: z
        .array(z.object({ gameCategory: text(20), rate: z.number().min(0).max(0.05) }))
        .min(1)
        .max(20),
    }),
    response: z.array(rebateSettingSchema),
    summary: "Set a direct downline's rates (never above the agent's own).",
  }),
  quotas: defineCall({
    name: 'quotas',
    method: 'GET',
    path: WPS_PATHS.quotas,
    auth: 'member',
    request: noInput,
    response: z.array(z.object({ type: z.number().int(), total: z.number().int(), used: z.number().int() })),
    summary: 'Account-opening quotas per member type.',
  }),
  transferDownline: defineCall({
    name: 'transferDownline',
    method: 'POST',
    path: WPS_PATHS.transferDownline,
    auth: 'member',
    request: z.object({ username, amount: amount(), paymentPassword }),
    response: moneyMoveSchema,
    summary: 'Send money to one team member.',
  }),
  transferMultipleDownline: defineCall({
    name: 'transferMultipleDownline',
    method: 'POST',
    path: WPS_PATHS.transferMultipleDownline,
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
  chatLaunch: defineCall({
    name: 'chatLaunch',
    method: 'GET',
    path: WPS_PATHS.chatLaunch,
    auth: 'member',
    request: noInput,
    response: z.object({ url: z.string() }),
    summary: 'The team chat address.',
  }),
} as const;
