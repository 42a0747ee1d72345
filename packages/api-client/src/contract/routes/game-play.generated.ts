// Generated from WPS_DOMAIN_CALLS by `pnpm --filter @wps-mobile/api-client gen:call-routes`; do not edit.
// The method, path and input of every call of the game-play domain, without the zod schemas (see ../call-routes.ts).
import type { DomainRoutes } from '../call-routes';

export const GAME_PLAY_ROUTES: DomainRoutes<'game-play'> = {
  favouriteAdd: {
    name: 'favouriteAdd',
    method: 'POST',
    path: '/wps/relay/GCSGAME_addFavourite',
    input: 'json',
  },
  favouriteRemove: {
    name: 'favouriteRemove',
    method: 'DELETE',
    path: '/wps/relay/GCSGAME_removeFavourite',
    input: 'query',
  },
  favouriteIds: {
    name: 'favouriteIds',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getFavouriteIds',
    input: 'query',
  },
  favouriteList: {
    name: 'favouriteList',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getFavouriteList',
    input: 'query',
  },
  recentAdd: { name: 'recentAdd', method: 'GET', path: '/wps/relay/GCSGAME_addRecentGame', input: 'query' },
  recentList: {
    name: 'recentList',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRecentGames',
    input: 'query',
  },
  rankList: { name: 'rankList', method: 'GET', path: '/wps/relay/GCSGAME_getRankList', input: 'query' },
  winnerBoard: {
    name: 'winnerBoard',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getWinnerBoard',
    input: 'query',
  },
  launchGame: { name: 'launchGame', method: 'GET', path: '/wps/game/launchGame', input: 'query' },
  orderList: { name: 'orderList', method: 'GET', path: '/wps/relay/GCSGAME_getOrderList', input: 'query' },
  orderDetail: {
    name: 'orderDetail',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getOrderDetail',
    input: 'query',
  },
  cancelSubOrder: {
    name: 'cancelSubOrder',
    method: 'POST',
    path: '/wps/relay/GCSGAME_cancelSubOrder',
    input: 'json',
  },
};
