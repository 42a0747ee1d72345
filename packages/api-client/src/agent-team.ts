import { wpsApi } from './api';
import { AGENT_TEAM_ROUTES as CALLS } from './contract/routes/agent-team.generated';
import { callMutation, callQuery } from './endpoint-kit';

/** The agent's team: KPI counters, downlines, new downlines, quotas and the team chat. */
export const agentTeamApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    teamKpi: callQuery(build, CALLS.teamKpi, ['Agent']),
    teamKpiA: callQuery(build, CALLS.teamKpiA, ['Agent']),
    teamKpiB: callQuery(build, CALLS.teamKpiB, ['Agent']),
    teamKpiC: callQuery(build, CALLS.teamKpiC, ['Agent']),
    subordinateList: callQuery(build, CALLS.subordinateList, ['Agent']),
    downlines: callQuery(build, CALLS.downlines, ['Agent']),
    downline: callQuery(build, CALLS.downline, ['Agent']),
    createDownline: callMutation(build, CALLS.createDownline, ['Agent'], { sensitive: 'auth' }),
    usernameCheck: callQuery(build, CALLS.usernameCheck),
    quotas: callQuery(build, CALLS.quotas, ['Agent']),
    chatLaunch: callMutation(build, CALLS.chatLaunch, [], { retry: false }),
  }),
});

export const {
  useTeamKpiQuery,
  useTeamKpiAQuery,
  useTeamKpiBQuery,
  useTeamKpiCQuery,
  useSubordinateListQuery,
  useDownlinesQuery,
  useDownlineQuery,
  useCreateDownlineMutation,
  useUsernameCheckQuery,
  useQuotasQuery,
  useChatLaunchMutation,
} = agentTeamApi;
