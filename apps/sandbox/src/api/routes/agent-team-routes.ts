import { Hono } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import { hashPassword } from '../../auth/password-hash';
import { readConsolidatedSettings } from '../../db';
import type { SandboxDatabase } from '../../db';
import { insertPlainMember } from '../../db/queries/account/account';
import { memberIdsBettingBetween, memberIdsLoggedInBetween } from '../../db/queries/agent/agent-team';
import { reportRange } from '../../db/queries/date-range';
import { memberById, memberByUsername, teamOf } from '../../db/queries/account/members';
import type { MemberRow } from '../../db/queries/account/members';
import { teamFigures, teamMember, toDownline } from '../../db/queries/agent/team-figures';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { invalidState, notFound, requireAgent } from '../member-guards';
import { toPage } from '../paging';
import { onlineMemberIds } from '../sessions';

/** Accounts an agent may open per member type. */
const QUOTAS: readonly { type: number; total: number }[] = [
  { type: 0, total: 200 },
  { type: 1, total: 20 },
];

/** Each quota with the accounts of its type the agent opened so far (its direct downlines of that type). */
function quotasOf(db: SandboxDatabase, agent: MemberRow) {
  const direct = teamOf(db, agent).filter((m) => m.level === 1);
  return QUOTAS.map((q) => ({ ...q, used: direct.filter((m) => m.type === q.type).length }));
}

/** The agent home counters, team overview, team and downline lists, opening accounts and quotas. */
export function agentTeamRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.teamActivity, ({ db, state, member, merchant, params, now }) => {
    requireAgent(member);
    const range = reportRange(params, merchant.timeZone, now);
    const team = teamOf(db, member);
    const inRange = (at: number) => at >= range.from && at < range.to;
    const sessions = memberIdsLoggedInBetween(db, range);
    const bettors = memberIdsBettingBetween(db, range);
    const online = onlineMemberIds(db, state);
    return {
      footer: {
        teamLoginMemberCount: team.filter((m) => inRange(m.last_login) || sessions.has(m.id)).length,
        teamBetMemberCount: team.filter((m) => bettors.has(m.id)).length,
        teamRegisterMemberCount: team.filter((m) => inRange(m.reg_date)).length,
        teamOnlineCount: team.filter((m) => online.has(m.id)).length,
      },
      list: [...team]
        .sort((a, b) => b.last_login - a.last_login)
        .slice(0, params.size)
        .map((m) => toDownline(db, m, m.level, online)),
    };
  });

  const figures = (call: typeof WPS_CALLS.wholeTeamFigures, directOnly: boolean) =>
    memberRoute(routes, call, ({ db, member, merchant, params, now }) => {
      requireAgent(member);
      const team = teamOf(db, member).filter((m) => !directOnly || m.level === 1);
      return teamFigures(
        db,
        team.map((m) => m.id),
        reportRange(params, merchant.timeZone, now),
      );
    });
  figures(WPS_CALLS.wholeTeamFigures, false);
  figures(WPS_CALLS.directDownlineFigures, true);

  memberRoute(routes, WPS_CALLS.teamMemberCounts, ({ db, member, merchant, params, now }) => {
    requireAgent(member);
    const { from, to } = reportRange(params, merchant.timeZone, now);
    const team = teamOf(db, member);
    const bettors = memberIdsBettingBetween(db, { from, to });
    return {
      totalMembers: team.length,
      newMembers: team.filter((m) => m.reg_date >= from && m.reg_date < to).length,
      activeMembers: team.filter((m) => bettors.has(m.id)).length,
    };
  });

  memberRoute(routes, WPS_CALLS.subordinateList, ({ db, state, member, params }) => {
    requireAgent(member);
    const online = onlineMemberIds(db, state);
    const team = teamOf(db, member).filter(
      (m) => !params.account || m.username.includes(params.account.toLowerCase()),
    );
    const page = toPage(team, params.pageNo, params.pageSize);
    return { ...page, list: page.list.map((m) => toDownline(db, m, m.level, online)) };
  });

  memberRoute(routes, WPS_CALLS.downlines, ({ db, state, member, params }) => {
    requireAgent(member);
    const online = onlineMemberIds(db, state);
    const page = toPage(
      teamOf(db, member).filter((m) => m.level === 1),
      params.pageNo,
      params.pageSize,
    );
    return { ...page, list: page.list.map((m) => toDownline(db, m, 1, online)) };
  });

  memberRoute(routes, WPS_CALLS.downline, ({ db, state, member, params }) => {
    requireAgent(member);
    const found = teamMember(db, member, params.username);
    if (!found) throw notFound('The team member');
    return toDownline(db, found, found.level, onlineMemberIds(db, state));
  });

  memberRoute(routes, WPS_CALLS.createDownline, async ({ db, state, member, merchant, params, now }) => {
    requireAgent(member);
    const rules = readConsolidatedSettings(db, merchant).register.fields;
    for (const [field, value] of [
      ['username', params.username],
      ['password', params.password],
    ] as const) {
      const rule = rules[field];
      if (rule?.enabled && !new RegExp(rule.regExp).test(value))
        throw new ApiFailure(400, WPS_ERROR_CODES.registerFieldInvalid, rule.message, { field });
    }
    const username = params.username.toLowerCase();
    if (memberByUsername(db, merchant.code, username))
      throw new ApiFailure(400, WPS_ERROR_CODES.usernameTaken, WPS_ERROR_MESSAGES.usernameTaken);
    // Only types the agent has a quota for; an agent can never open an account above itself.
    const quota = quotasOf(db, member).find((q) => q.type === params.type);
    if (!quota)
      throw new ApiFailure(403, WPS_ERROR_CODES.permissionDenied, WPS_ERROR_MESSAGES.permissionDenied);
    if (quota.used >= quota.total)
      throw invalidState(`No accounts of this type are left to open (${quota.total}).`);
    const hash = await hashPassword(params.password);
    const id = insertPlainMember(db, {
      merchantCode: merchant.code,
      username,
      passwordHash: hash,
      type: params.type,
      uplineId: member.id,
      at: now,
    });
    const created = memberById(db, id);
    if (!created) throw new Error('created member missing');
    return toDownline(db, created, 1, onlineMemberIds(db, state));
  });

  // Only an agent opening an account may ask: answering anyone would let visitors list the accounts that exist.
  memberRoute(routes, WPS_CALLS.usernameCheck, ({ db, member, merchant, params }) => {
    requireAgent(member);
    return { available: !memberByUsername(db, merchant.code, params.username.toLowerCase()) };
  });

  memberRoute(routes, WPS_CALLS.quotas, ({ db, member }) => {
    requireAgent(member);
    return quotasOf(db, member);
  });

  memberRoute(routes, WPS_CALLS.chatLaunch, ({ member }) => {
    requireAgent(member);
    return { url: `/wps/demo/chat?${new URLSearchParams({ agent: member.username }).toString()}` };
  });
  return routes;
}
