// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the withdraw domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const WITHDRAW_ROUTES: DomainRoutes<'withdraw'> = {
  bankCards: { name: 'bankCards', method: 'GET', path: '/wps/relay/PCSFE_getBankCards', input: 'query' },
  withdraw: { name: 'withdraw', method: 'POST', path: '/wps/relay/PCSFE_withdraw', input: 'encrypted' },
  withdrawReport: {
    name: 'withdrawReport',
    method: 'GET',
    path: '/wps/relay/PCSFE_getWithdrawReport',
    input: 'query',
  },
};
