import { z } from 'zod';
import { defineCall } from './define-call';
import { teamFiguresSchema } from './agent-team';
import { WPS_PATHS } from './paths';
import { money, optionalText, pagedOf, paging, text, timestamp } from './schema-kit';
import { dateRange } from './wallet';

export const rebateSettingSchema = z.object({
  gameCategory: z.string(),
  rate: z.number(),
  maxRate: z.number(),
});

const username = text(50);

/** The agent's reports: team profit and loss, team bets, one member's figures, and rebate rates. */
export const agentReportCalls = {
  teamPnl: defineCall({
    name: 'teamPnl',
    method: 'GET',
    path: WPS_PATHS.teamPnl,
    auth: 'member',
    request: z.object({ ...dateRange, ...paging(20) }),
    response: z.object({
      total: teamFiguresSchema,
      list: z.array(teamFiguresSchema.extend({ account: z.string() })),
    }),
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
    response: teamFiguresSchema,
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
} as const;
