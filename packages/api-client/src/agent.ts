import { wpsApi } from './api';
import { WPS_CALL_ROUTES as CALLS } from './contract/call-routes';
import { callMutation, callQuery } from './endpoint-kit';

const MONEY = { sensitive: 'money' } as const;

/** The agent centre: team figures, downlines, rebates, transfers, affiliate links and contracts. */
export const agentApi = wpsApi.injectEndpoints({
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
    teamPnl: callQuery(build, CALLS.teamPnl, ['Agent', 'Reports']),
    teamBetting: callQuery(build, CALLS.teamBetting, ['Agent', 'Reports']),
    memberPnlReport: callQuery(build, CALLS.memberPnlReport, ['Agent', 'Reports']),
    rebateSettings: callQuery(build, CALLS.rebateSettings, ['Agent']),
    updateDownlineRebates: callMutation(build, CALLS.updateDownlineRebates, ['Agent']),
    quotas: callQuery(build, CALLS.quotas, ['Agent']),
    transferDownline: callMutation(build, CALLS.transferDownline, ['Agent', 'Balance', 'Reports'], MONEY),
    transferMultipleDownline: callMutation(
      build,
      CALLS.transferMultipleDownline,
      ['Agent', 'Balance', 'Reports'],
      MONEY,
    ),
    affiliateUrlCreate: callMutation(build, CALLS.affiliateUrlCreate, ['Agent']),
    affiliateUrls: callQuery(build, CALLS.affiliateUrls, ['Agent']),
    affiliateUrlDelete: callMutation(build, CALLS.affiliateUrlDelete, ['Agent']),
    chatLaunch: callMutation(build, CALLS.chatLaunch, [], { retry: false }),
    contractRequest: callQuery(build, CALLS.contractRequest, ['Agent']),
    dailySalaryContract: callQuery(build, CALLS.dailySalaryContract, ['Agent']),
    dividendContract: callQuery(build, CALLS.dividendContract, ['Agent']),
    hourlySalaryContract: callQuery(build, CALLS.hourlySalaryContract, ['Agent']),
    // Processing a contract is an action even where the platform uses GET: a mutation, never repeated.
    processDailySalary: callMutation(build, CALLS.processDailySalary, ['Agent', 'Balance'], MONEY),
    processHourlySalary: callMutation(build, CALLS.processHourlySalary, ['Agent', 'Balance'], MONEY),
    processDividend: callMutation(build, CALLS.processDividend, ['Agent', 'Balance'], MONEY),
    dividendInfo: callQuery(build, CALLS.dividendInfo, ['Agent']),
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
  useTeamPnlQuery,
  useTeamBettingQuery,
  useMemberPnlReportQuery,
  useRebateSettingsQuery,
  useUpdateDownlineRebatesMutation,
  useQuotasQuery,
  useTransferDownlineMutation,
  useTransferMultipleDownlineMutation,
  useAffiliateUrlCreateMutation,
  useAffiliateUrlsQuery,
  useAffiliateUrlDeleteMutation,
  useChatLaunchMutation,
  useContractRequestQuery,
  useDailySalaryContractQuery,
  useDividendContractQuery,
  useHourlySalaryContractQuery,
  useProcessDailySalaryMutation,
  useProcessHourlySalaryMutation,
  useProcessDividendMutation,
  useDividendInfoQuery,
} = agentApi;
