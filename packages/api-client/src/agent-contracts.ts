import { wpsApi } from './api';
import { AGENT_CONTRACTS_ROUTES as CALLS } from './contract/routes/agent-contracts.generated';
import { MONEY, callMutation, callQuery } from './endpoint-kit';

/** Agent contracts: the reminder, daily and hourly salary and dividend contracts, and processing them. */
export const agentContractsApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
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
  useContractRequestQuery,
  useDailySalaryContractQuery,
  useDividendContractQuery,
  useHourlySalaryContractQuery,
  useProcessDailySalaryMutation,
  useProcessHourlySalaryMutation,
  useProcessDividendMutation,
  useDividendInfoQuery,
} = agentContractsApi;
