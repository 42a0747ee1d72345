// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the lottery domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const LOTTERY_ROUTES: DomainRoutes<'lottery'> = {
  lotteryList: {
    name: 'lotteryList',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getLotteryList',
    input: 'query',
  },
  lotteryMenu: {
    name: 'lotteryMenu',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getLotteryMenu',
    input: 'query',
  },
  recentVnLottery: {
    name: 'recentVnLottery',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRecentVnLottery',
    input: 'query',
  },
  vnNumero: { name: 'vnNumero', method: 'GET', path: '/wps/relay/GCSGAME_getVnNumero', input: 'query' },
  launchLottery: {
    name: 'launchLottery',
    method: 'GET',
    path: '/wps/relay/GCSGAME_launchLottery',
    input: 'query',
  },
};
