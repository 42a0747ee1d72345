import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { day, int, money, noInput, optionalText, pagedOf, paging, text, timestamp } from './schema-kit';
import { dateRange } from './wallet';

/**
 * The team's activity counters (the spec's team KPI footer, section 3): members who logged in, bet, registered
 * or are online, computed from the team's real member data.
 */
export const teamActivityCountsSchema = z.object({
  teamLoginMemberCount: z.number().int(),
  teamBetMemberCount: z.number().int(),
  teamRegisterMemberCount: z.number().int(),
  teamOnlineCount: z.number().int(),
});
export type TeamActivityCounts = z.output<typeof teamActivityCountsSchema>;

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

/** Money figures of a team or of one member over a date range. */
export const teamFiguresSchema = z.object({
  deposit: money,
  withdraw: money,
  bet: money,
  validBet: money,
  win: money,
  profit: money,
  memberCount: z.number().int(),
});

const username = text(50);

/** The agent centre's team: activity counters, figures, member counts, downlines, new downlines, quotas, chat. */
export const agentTeamCalls = {
  teamActivity: defineCall({
    name: 'teamActivity',
    method: 'GET',
    path: WPS_PATHS.teamActivity,
    auth: 'member',
    request: z.object({ startDate: day(), endDate: day(), size: int(0, 100).default(0) }),
    response: z.object({ footer: teamActivityCountsSchema, list: z.array(downlineSchema) }),
    summary: 'Agent home counters for a date range (today on the agent home); size 0 lists nobody.',
  }),
  wholeTeamFigures: defineCall({
    name: 'wholeTeamFigures',
    method: 'GET',
    path: WPS_PATHS.wholeTeamFigures,
    auth: 'member',
    request: z.object(dateRange),
    response: teamFiguresSchema,
    summary: 'Team overview: money figures of the whole team.',
  }),
  directDownlineFigures: defineCall({
    name: 'directDownlineFigures',
    method: 'GET',
    path: WPS_PATHS.directDownlineFigures,
    auth: 'member',
    request: z.object(dateRange),
    response: teamFiguresSchema,
    summary: 'Team overview: direct downlines only.',
  }),
  teamMemberCounts: defineCall({
    name: 'teamMemberCounts',
    method: 'GET',
    path: WPS_PATHS.teamMemberCounts,
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
    input: 'encrypted',
    auth: 'member',
    request: z.object({ username, password: text(64), type: int(0, 99).default(0) }),
    response: downlineSchema,
    summary: 'Open an account under the agent (rules of the registration config).',
  }),
  usernameCheck: defineCall({
    name: 'usernameCheck',
    method: 'GET',
    path: WPS_PATHS.usernameCheck,
    auth: 'member',
    request: z.object({ username }),
    response: z.object({ available: z.boolean() }),
    summary: "Whether a username is free, for an agent opening an account (an agent's session only).",
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
