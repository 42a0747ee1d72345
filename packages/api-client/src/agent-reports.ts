import { wpsApi } from './api';
import { AGENT_REPORTS_ROUTES as CALLS } from './contract/routes/agent-reports.generated';
import { callMutation, callQuery } from './endpoint-kit';

/** The agent's reports: team profit and loss, team bets, one member's figures, and rebate rates. */
export const agentReportsApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    teamPnl: callQuery(build, CALLS.teamPnl, ['Agent', 'Reports']),
    teamBetting: callQuery(build, CALLS.teamBetting, ['Agent', 'Reports']),
    memberPnlReport: callQuery(build, CALLS.memberPnlReport, ['Agent', 'Reports']),
    rebateSettings: callQuery(build, CALLS.rebateSettings, ['Agent']),
    updateDownlineRebates: callMutation(build, CALLS.updateDownlineRebates, ['Agent']),
  }),
});

export const {
  useTeamPnlQuery,
  useTeamBettingQuery,
  useMemberPnlReportQuery,
  useRebateSettingsQuery,
  useUpdateDownlineRebatesMutation,
} = agentReportsApi;
