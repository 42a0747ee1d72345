import { Hono } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { betsOfMembers, rebateRatesOf, setRebateRate } from '../../db/queries/agent/agent-reports';
import { reportRange } from '../../db/queries/date-range';
import { fromCents } from '../../db/queries/money/ledger';
import { gameName } from '../../db/queries/games/games';
import { teamOf } from '../../db/queries/account/members';
import { teamFigures, teamMember } from '../../db/queries/agent/team-figures';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { notFound, requireAgent } from '../member-guards';
import { toPage } from '../paging';

/** Team profit and loss, team bets, one member's figures, and rebate rates. */
export function agentReportsRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.teamPnl, ({ db, member, merchant, params, now }) => {
    requireAgent(member);
    const range = reportRange(params, merchant.timeZone, now);
    const team = teamOf(db, member);
    const direct = toPage(
      team.filter((m) => m.level === 1),
      params.pageNo,
      params.pageSize,
    ).list;
    return {
      total: teamFigures(
        db,
        team.map((m) => m.id),
        range,
      ),
      // Each direct downline's line includes its own team below it.
      list: direct.map((d) => ({
        account: d.username,
        ...teamFigures(db, [d.id, ...teamOf(db, d).map((m) => m.id)], range),
      })),
    };
  });

  memberRoute(routes, WPS_CALLS.teamBetting, ({ db, member, merchant, params, now, language }) => {
    requireAgent(member);
    const team = teamOf(db, member).filter(
      (m) => !params.account || m.username === params.account.toLowerCase(),
    );
    const rows = betsOfMembers(
      db,
      team.map((m) => m.id),
      reportRange(params, merchant.timeZone, now),
    );
    const page = toPage(rows, params.pageNo, params.pageSize);
    return {
      ...page,
      list: page.list.map((r) => ({
        account: r.username,
        gameName: gameName(r, language),
        betAmount: fromCents(r.bet_cents),
        winAmount: fromCents(r.win_cents),
        betTime: r.created_at,
      })),
    };
  });

  memberRoute(routes, WPS_CALLS.memberPnlReport, ({ db, member, merchant, params, now }) => {
    requireAgent(member);
    const found = teamMember(db, member, params.username);
    if (!found) throw notFound('The team member');
    return teamFigures(db, [found.id], reportRange(params, merchant.timeZone, now));
  });

  memberRoute(routes, WPS_CALLS.rebateSettings, ({ db, member, params }) => {
    const own = rebateRatesOf(db, member.id);
    const maxOf = (category: string) => own.find((r) => r.game_category === category)?.rate ?? 0;
    if (!params.username)
      return own.map((r) => ({ gameCategory: r.game_category, rate: r.rate, maxRate: r.rate }));
    requireAgent(member);
    const found = teamMember(db, member, params.username);
    if (!found) throw notFound('The team member');
    return own.map((r) => ({
      gameCategory: r.game_category,
      rate: rebateRatesOf(db, found.id).find((d) => d.game_category === r.game_category)?.rate ?? 0,
      maxRate: maxOf(r.game_category),
    }));
  });

  memberRoute(routes, WPS_CALLS.updateDownlineRebates, ({ db, member, params }) => {
    requireAgent(member);
    const found = teamMember(db, member, params.username);
    if (!found || found.level !== 1) throw notFound('The direct downline');
    const own = rebateRatesOf(db, member.id);
    return db.transaction(() => {
      for (const item of params.rebates) {
        const max = own.find((r) => r.game_category === item.gameCategory)?.rate;
        if (max === undefined) throw notFound(`The game category ${item.gameCategory}`);
        if (item.rate > max)
          throw new ApiFailure(
            400,
            WPS_ERROR_CODES.parameterOutOfRange,
            `The ${item.gameCategory} rate cannot exceed your own (${max}).`,
          );
        setRebateRate(db, found.id, item.gameCategory, item.rate);
      }
      return own.map((r) => ({
        gameCategory: r.game_category,
        rate: rebateRatesOf(db, found.id).find((d) => d.game_category === r.game_category)?.rate ?? 0,
        maxRate: r.rate,
      }));
    });
  });
  return routes;
}
