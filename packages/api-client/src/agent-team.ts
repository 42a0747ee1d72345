import { wpsApi } from './api';
import { AGENT_TEAM_ROUTES as CALLS } from './contract/routes/agent-team.generated';
import { callMutation, callQuery } from './endpoint-kit';

/** The agent's team: activity counters, figures and member counts, downlines, new downlines, quotas and the team chat. */
export const agentTeamApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    teamActivity: callQuery(build, CALLS.teamActivity, ['Agent']),
    wholeTeamFigures: callQuery(build, CALLS.wholeTeamFigures, ['Agent']),
    directDownlineFigures: callQuery(build, CALLS.directDownlineFigures, ['Agent']),
    teamMemberCounts: callQuery(build, CALLS.teamMemberCounts, ['Agent']),
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
  useTeamActivityQuery,
  useWholeTeamFiguresQuery,
  useDirectDownlineFiguresQuery,
  useTeamMemberCountsQuery,
  useSubordinateListQuery,
  useDownlinesQuery,
  useDownlineQuery,
  useCreateDownlineMutation,
  useUsernameCheckQuery,
  useQuotasQuery,
  useChatLaunchMutation,
} = agentTeamApi;

// The names before 2.0, which repeated the backend's operation names (getTeamKpi, getTeamKpiA/B/C).
/** @deprecated Use `useTeamActivityQuery`. */
export const useTeamKpiQuery = useTeamActivityQuery;
/** @deprecated Use `useWholeTeamFiguresQuery`. */
export const useTeamKpiAQuery = useWholeTeamFiguresQuery;
/** @deprecated Use `useDirectDownlineFiguresQuery`. */
export const useTeamKpiBQuery = useDirectDownlineFiguresQuery;
/** @deprecated Use `useTeamMemberCountsQuery`. */
export const useTeamKpiCQuery = useTeamMemberCountsQuery;
