// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the wallet domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const WALLET_ROUTES: DomainRoutes<'wallet'> = {
  wallet: { name: 'wallet', method: 'GET', path: '/wps/relay/PCSFE_getWallet', input: 'query' },
  merchantWallet: {
    name: 'merchantWallet',
    method: 'GET',
    path: '/wps/relay/PCSFE_getMerchantWallet',
    input: 'query',
  },
  walletTransfer: {
    name: 'walletTransfer',
    method: 'POST',
    path: '/wps/relay/PCSFE_walletTransfer',
    input: 'json',
  },
  memberTransactions: {
    name: 'memberTransactions',
    method: 'GET',
    path: '/wps/relay/PCSFE_getMemberTransaction',
    input: 'query',
  },
  transactionCodes: {
    name: 'transactionCodes',
    method: 'GET',
    path: '/wps/relay/PCSFE_getTransactionCodeList',
    input: 'query',
  },
  betRecords: { name: 'betRecords', method: 'GET', path: '/wps/relay/PCSFE_getBetRecords', input: 'query' },
  profitAndLoss: {
    name: 'profitAndLoss',
    method: 'GET',
    path: '/wps/relay/PCSFE_getProfitAndLoss',
    input: 'query',
  },
  transferToUpline: {
    name: 'transferToUpline',
    method: 'POST',
    path: '/wps/relay/PCSFE_transferToUpline',
    input: 'encrypted',
  },
};
