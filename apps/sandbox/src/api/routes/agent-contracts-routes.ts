import { Hono } from 'hono';
import { isContractExempt } from '@wps-mobile/config';
import { WPS_CALLS, WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import type { AgentContract } from '@wps-mobile/api-client/contract';
import { contractsOf, setContractStatus } from '../../db/queries/agent/agent-contracts';
import type { ContractRow } from '../../db/queries/agent/agent-contracts';
import { dayOf, reportRange } from '../../db/queries/date-range';
import { fromCents } from '../../db/queries/money/ledger';
import { teamOf } from '../../db/queries/account/members';
import { teamFigures } from '../../db/queries/agent/team-figures';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { invalidState, notFound } from '../member-guards';

type Kind = AgentContract['kind'];

const toContract = (row: ContractRow): AgentContract => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  fromAccount: row.from_account,
  rate: row.rate,
  minValidBet: fromCents(row.min_valid_bet_cents),
  period: row.period,
  createTime: row.created_at,
});

/** Salary and dividend contracts: the home reminder, the lists, accepting or rejecting, and the dividend estimate. */
export function agentContractsRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.contractRequest, ({ db, member }) => {
    // Exempt types never get a reminder, whatever is stored for them.
    const pending = isContractExempt(member.type)
      ? []
      : contractsOf(db, member.id).filter((row) => row.status === 'PENDING');
    const idOf = (kind: Kind) => String(pending.find((row) => row.kind === kind)?.id ?? '');
    return {
      dailysalreqtype: idOf('DAILY_SALARY'),
      divtypecompperiodreq: idOf('DIVIDEND'),
      contracthoursalreq: idOf('HOURLY_SALARY'),
    };
  });

  const list = (call: typeof WPS_CALLS.dailySalaryContract, kind: Kind) =>
    memberRoute(routes, call, ({ db, member }) => contractsOf(db, member.id, kind).map(toContract));
  list(WPS_CALLS.dailySalaryContract, 'DAILY_SALARY');
  list(WPS_CALLS.dividendContract, 'DIVIDEND');
  list(WPS_CALLS.hourlySalaryContract, 'HOURLY_SALARY');

  const process = (
    call: typeof WPS_CALLS.processHourlySalary | typeof WPS_CALLS.processDailySalary,
    kind: Kind,
  ) =>
    memberRoute(routes, call as typeof WPS_CALLS.processHourlySalary, ({ db, member, params }) => {
      const row = contractsOf(db, member.id, kind).find((r) => r.id === params.id);
      if (!row) throw notFound('The contract');
      if (row.status !== 'PENDING') throw invalidState('This contract was already processed.');
      const status = params.action === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED';
      setContractStatus(db, row.id, status);
      return toContract({ ...row, status });
    });
  process(WPS_CALLS.processDailySalary, 'DAILY_SALARY');
  process(WPS_CALLS.processHourlySalary, 'HOURLY_SALARY');
  process(WPS_CALLS.processDividend, 'DIVIDEND');

  memberRoute(routes, WPS_CALLS.dividendInfo, ({ db, member, merchant, now }) => {
    if (isContractExempt(member.type))
      throw new ApiFailure(403, WPS_ERROR_CODES.permissionDenied, WPS_ERROR_MESSAGES.permissionDenied);
    const accepted = contractsOf(db, member.id, 'DIVIDEND').find((row) => row.status === 'ACCEPTED');
    if (!accepted) return { enabled: false, rate: 0, period: '', estimated: 0 };
    // The current half-month period: the 1st to the 15th, or the 16th to the month's end.
    const today = dayOf(now, merchant.timeZone);
    const start = `${today.slice(0, 8)}${Number(today.slice(8)) <= 15 ? '01' : '16'}`;
    const { from } = reportRange({ startDate: start, endDate: today }, merchant.timeZone, now);
    const team = teamOf(db, member).map((m) => m.id);
    const profit = teamFigures(db, team, { from, to: now + 1 }).profit;
    return {
      enabled: true,
      rate: accepted.rate,
      period: accepted.period,
      estimated: Math.max(0, Math.round(profit * accepted.rate * 100) / 100),
    };
  });
  return routes;
}
