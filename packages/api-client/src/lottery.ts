import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { LOTTERY_ROUTES as CALLS } from './contract/routes/lottery.generated';
import { callMutation, callQuery } from './endpoint-kit';

/** Lottery lists, draws and the lottery launch. */
export const lotteryApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    lotteryList: callQuery(build, CALLS.lotteryList, ['Lottery'], {
      localCache: LOCAL_CACHE_RULES.lotteryLists,
    }),
    lotteryMenu: callQuery(build, CALLS.lotteryMenu, ['Lottery']),
    recentVnLottery: callQuery(build, CALLS.recentVnLottery, ['Lottery']),
    vnNumero: callQuery(build, CALLS.vnNumero, ['Lottery']),
    // A launch opens a game session at the vendor: an action, never cached nor repeated.
    launchLottery: callMutation(build, CALLS.launchLottery, ['Balance'], {
      sensitive: 'money',
      retry: false,
    }),
  }),
});

export const {
  useLotteryListQuery,
  useLotteryMenuQuery,
  useRecentVnLotteryQuery,
  useVnNumeroQuery,
  useLaunchLotteryMutation,
} = lotteryApi;
