import type * as ApiClient from '@wps-mobile/api-client';
import type { Game } from '@wps-mobile/api-client/contract';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GameListParams } from './game-list-rules';
import { useGamePages } from './use-game-pages';

const game = (index: number) =>
  ({ nodeId: `n${index}`, gameName: `Game ${index}`, vassalage: 'JL', iconUrl: '', isNew: false }) as Game;
const PAGE_1 = Array.from({ length: 26 }, (_, index) => game(index + 1));

// The first page's answer is already in the cache, as when the page's early call answered before the screen.
const answered = {
  currentData: { games: PAGE_1, pageNum: 1, totalPages: 3 },
  isFetching: false,
  isError: false,
};
const skipped = { currentData: undefined, isFetching: false, isError: false };
vi.mock('@wps-mobile/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  useGameListQuery: () => ({ ...answered, refetch: vi.fn() }),
  useHotGamesQuery: () => ({ ...skipped, refetch: vi.fn() }),
  useFavouriteListQuery: () => ({ ...skipped, refetch: vi.fn() }),
  useRecentListQuery: () => ({ ...skipped, refetch: vi.fn() }),
}));

const PARAMS: GameListParams = {
  gameType: 'RNG',
  tab: 'all',
  classify: 'ALL',
  vendor: null,
  minBet: null,
  search: '',
};

describe('useGamePages', () => {
  it('draws an answered page in its first commit rather than in a second pass after it', () => {
    // Each commit is a paint: an empty grid first would put the games one paint (and their pictures) later.
    const committed: number[] = [];
    function Grid() {
      const { games, status } = useGamePages(PARAMS, 'EN', false);
      useLayoutEffect(() => {
        committed.push(games.length);
      });
      return <p>{status}</p>;
    }
    render(<Grid />);
    expect(committed).toEqual([26]);
  });
});
