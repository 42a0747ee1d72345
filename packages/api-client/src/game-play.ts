import { wpsApi } from './api';
import { GAME_PLAY_ROUTES as CALLS } from './contract/routes/game-play.generated';
import { callMutation, callQuery, requestFor, type WpsBuild } from './endpoint-kit';

// Injected first so that the favourite mutations below can patch it with full types.
const favouriteIdsApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    favouriteIds: callQuery(build, CALLS.favouriteIds, ['Favourites']),
  }),
});

export interface FavouriteRef {
  readonly nodeId: string;
  readonly vendor: string;
}

/**
 * Adding or removing a favourite: the cached favourite ids change at once (the heart flips without waiting),
 * are put back if the server refuses, and the favourite list is refetched once the server agreed.
 */
function favouriteMutation(build: WpsBuild, change: 'add' | 'remove') {
  const call = change === 'add' ? CALLS.favouriteAdd : CALLS.favouriteRemove;
  return build.mutation<boolean, FavouriteRef>({
    query: (ref) => requestFor(call, ref),
    invalidatesTags: (_result, error) => (error ? [] : ['Favourites']),
    async onQueryStarted(ref, { dispatch, queryFulfilled }) {
      const patch = dispatch(
        favouriteIdsApi.util.updateQueryData('favouriteIds', undefined, (ids) => {
          const next = ids.filter((id) => id !== ref.nodeId);
          return change === 'add' ? [...next, ref.nodeId] : next;
        }),
      );
      try {
        await queryFulfilled;
      } catch {
        patch.undo();
      }
    },
  });
}

/** Favourites, recent games, rank, winners, the game launch and bet orders. */
export const gamePlayApi = favouriteIdsApi.injectEndpoints({
  endpoints: (build) => ({
    favouriteList: callQuery(build, CALLS.favouriteList, ['Favourites']),
    favouriteAdd: favouriteMutation(build, 'add'),
    favouriteRemove: favouriteMutation(build, 'remove'),
    // Recording a visit is a GET with a side effect: a mutation, so it is neither cached nor repeated.
    recentAdd: build.mutation<boolean, { nodeId: string; vendor: string }>({
      query: (args) => requestFor(CALLS.recentAdd, args, { retry: false }),
      invalidatesTags: (_r, error) => (error ? [] : ['RecentGames']),
    }),
    recentList: callQuery(build, CALLS.recentList, ['RecentGames']),
    rankList: callQuery(build, CALLS.rankList, ['Games']),
    winnerBoard: callQuery(build, CALLS.winnerBoard, ['Games']),
    launchGame: callMutation(build, CALLS.launchGame, ['Balance', 'RecentGames'], {
      sensitive: 'money',
      retry: false,
    }),
    orderList: callQuery(build, CALLS.orderList, ['Reports']),
    orderDetail: callQuery(build, CALLS.orderDetail, ['Reports']),
    cancelSubOrder: callMutation(build, CALLS.cancelSubOrder, ['Reports', 'Balance'], {
      sensitive: 'money',
    }),
  }),
});

export const {
  useFavouriteIdsQuery,
  useFavouriteListQuery,
  useFavouriteAddMutation,
  useFavouriteRemoveMutation,
  useRecentAddMutation,
  useRecentListQuery,
  useRankListQuery,
  useWinnerBoardQuery,
  useLaunchGameMutation,
  useOrderListQuery,
  useOrderDetailQuery,
  useCancelSubOrderMutation,
} = gamePlayApi;
