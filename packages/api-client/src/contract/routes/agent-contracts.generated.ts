// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the agent-contracts domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const AGENT_CONTRACTS_ROUTES: DomainRoutes<'agent-contracts'> = {
  contractRequest: {
    name: 'contractRequest',
    method: 'GET',
    path: '/wps/relay/ACSFE_getContractRequest',
    input: 'query',
  },
  dailySalaryContract: {
    name: 'dailySalaryContract',
    method: 'GET',
    path: '/wps/relay/ACSFE_getDailySalaryContract',
    input: 'query',
  },
  dividendContract: {
    name: 'dividendContract',
    method: 'GET',
    path: '/wps/relay/ACSFE_getDividendContract',
    input: 'query',
  },
  hourlySalaryContract: {
    name: 'hourlySalaryContract',
    method: 'GET',
    path: '/wps/relay/ACSFE_getHourlySalaryContract',
    input: 'query',
  },
  processDailySalary: {
    name: 'processDailySalary',
    method: 'GET',
    path: '/wps/relay/ACSFE_processDailySalary',
    input: 'query',
  },
  processHourlySalary: {
    name: 'processHourlySalary',
    method: 'POST',
    path: '/wps/relay/ACSFE_processHourlySalary',
    input: 'json',
  },
  processDividend: {
    name: 'processDividend',
    method: 'POST',
    path: '/wps/relay/ACSFE_processDividend',
    input: 'json',
  },
  dividendInfo: {
    name: 'dividendInfo',
    method: 'GET',
    path: '/wps/relay/ACSFE_getDividendInfo',
    input: 'query',
  },
};
