// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the games domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const GAMES_ROUTES: DomainRoutes<'games'> = {
  gameVendorList: {
    name: 'gameVendorList',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getGameVendorList',
    input: 'query',
  },
  vendorGameType: {
    name: 'vendorGameType',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVendorGameType',
    input: 'query',
  },
  allVassalage: {
    name: 'allVassalage',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getAllVassalage',
    input: 'query',
  },
  gameList: { name: 'gameList', method: 'GET', path: '/wps/relay/GCSGAME_gameList', input: 'query' },
  hotGames: { name: 'hotGames', method: 'GET', path: '/wps/relay/GCSGAME_getHotGames', input: 'query' },
  gameMenus: { name: 'gameMenus', method: 'GET', path: '/wps/relay/GCSGAME_getGameMenus', input: 'query' },
  popularCategories: {
    name: 'popularCategories',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getPopularCategories',
    input: 'query',
  },
  hotMatches: { name: 'hotMatches', method: 'GET', path: '/wps/relay/GCSGAME_getHotMatches', input: 'query' },
};
