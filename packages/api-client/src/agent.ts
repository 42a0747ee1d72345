import { wpsApi } from './api';
import { WPS_CALLS } from './contract';
import { callMutation, callQuery } from './endpoint-kit';

const MONEY = { sensitive: 'money' } as const;

/** The agent centre: team figures, downlines, rebates, transfers, affiliate links and contracts. */
export const agentApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    teamKpi: callQuery(build, WPS_CALLS.teamKpi, ['Agent']),
    teamKpiA: callQuery(build, WPS_CALLS.teamKpiA, ['Agent']),
    teamKpiB: callQuery(build, WPS_CALLS.teamKpiB, ['Agent']),
    teamKpiC: callQuery(build, WPS_CALLS.teamKpiC, ['Agent']),
    subordinateList: callQuery(build, WPS_CALLS.subordinateList, ['Agent']),
    downlines: callQuery(build, WPS_CALLS.downlines, ['Agent']),
    downline: callQuery(build, WPS_CALLS.downline, ['Agent']),
    createDownline: callMutation(build, WPS_CALLS.createDownline, ['Agent'], { sensitive: 'auth' }),
    usernameCheck: callQuery(build, WPS_CALLS.usernameCheck),
    teamPnl: callQuery(build, WPS_CALLS.teamPnl, ['Agent', 'Reports']),
    teamBetting: callQuery(build, WPS_CALLS.teamBetting, ['Agent', 'Reports']),
    memberPnlReport: callQuery(build, WPS_CALLS.memberPnlReport, ['Agent', 'Reports']),
    rebateSettings: callQuery(build, WPS_CALLS.rebateSettings, ['Agent']),
    updateDownlineRebates: callMutation(build, WPS_CALLS.updateDownlineRebates, ['Agent']),
    quotas: callQuery(build, WPS_CALLS.quotas, ['Agent']),
    transferDownline: callMutation(build, WPS_CALLS.transferDownline, ['Agent', 'Balance', 'Reports'], MONEY),
    transferMultipleDownline: callMutation(
      build,
      WPS_CALLS.transferMultipleDownline,
      ['Agent', 'Balance', 'Reports'],
      MONEY,
    ),
    affiliateUrlCreate: callMutation(build, WPS_CALLS.affiliateUrlCreate, ['Agent']),
    affiliateUrls: callQuery(build, WPS_CALLS.affiliateUrls, ['Agent']),
    affiliateUrlDelete: callMutation(build, WPS_CALLS.affiliateUrlDelete, ['Agent']),
    chatLaunch: callMutation(build, WPS_CALLS.chatLaunch, [], { retry: false }),
    contractRequest: callQuery(build, WPS_CALLS.contractRequest, ['Agent']),
    dailySalaryContract: callQuery(build, WPS_CALLS.dailySalaryContract, ['Agent']),
    dividendContract: callQuery(build, WPS_CALLS.dividendContract, ['Agent']),
    hourlySalaryContract: callQuery(build, WPS_CALLS.hourlySalaryContract, ['Agent']),
    // Processing a contract is an action even where the platform uses GET: a mutation, never repeated.
    processDailySalary: callMutation(build, WPS_CALLS.processDailySalary, ['Agent', 'Balance'], MONEY),
    processHourlySalary: callMutation(build, WPS_CALLS.processHourlySalary, ['Agent', 'Balance'], MONEY),
    processDividend: callMutation(build, WPS_CALLS.processDividend, ['Agent', 'Balance'], MONEY),
    dividendInfo: callQuery(build, WPS_CALLS.dividendInfo, ['Agent']),
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
