import type { Game } from '@wps-mobile/api-client/contract';
import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import type * as Ui from '@wps-mobile/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithRuntimeConfig } from '../../lib/images/runtime-config-for-tests';
import { GameGrid, gameTag, type GameGridProps } from './game-grid';

// Every tile render is counted: the measure of the work a page arriving or a scroll step costs.
const tileRenders: string[] = [];
vi.mock('@wps-mobile/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  return {
    ...ui,
    GameTile: (props: Parameters<typeof ui.GameTile>[0]) => {
      tileRenders.push(props.name);
      return <ui.GameTile {...props} />;
    },
  };
});

const game = (index: number) =>
  ({ nodeId: `n${index}`, gameName: `Game ${index}`, vassalage: 'JL', iconUrl: '', isNew: false }) as Game;
const PAGE_1 = Array.from({ length: 26 }, (_, index) => game(index + 1));
const PAGE_2 = Array.from({ length: 26 }, (_, index) => game(index + 27));

let i18n: Awaited<ReturnType<typeof createI18n>>;
beforeAll(async () => {
  i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
});
// jsdom lays nothing out, so the grid is 0 px wide (one column): a viewport as narrow, so the columns the grid
// first guesses from it are the ones it then reads from its own width.
beforeEach(() => {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(100);
});
afterEach(() => {
  tileRenders.length = 0;
  vi.restoreAllMocks();
});

function grid(props: Partial<GameGridProps>, favourites: ReadonlySet<string> = new Set()) {
  return (
    <WithRuntimeConfig>
      <I18nextProvider i18n={i18n}>
        <GameGrid
          games={PAGE_1}
          status="idle"
          onEndReached={() => {}}
          onRetry={() => {}}
          // A new function on every render, as the screen gives it.
          onOpen={() => {}}
          favourites={{ isFavourite: (id) => favourites.has(id), toggle: () => {} }}
          {...props}
        />
      </I18nextProvider>
    </WithRuntimeConfig>
  );
}

describe('GameGrid', () => {
  it('renders no tile again when the next page arrives', async () => {
    const { rerender } = render(grid({}));
    // jsdom's 768 px at the estimated 156 px a row: 5 rows of one column in view, and 3 more (a row a frame).
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(8));
    const first = tileRenders.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(PAGE_1.length);
    tileRenders.length = 0;
    rerender(grid({ games: [...PAGE_1, ...PAGE_2] }));
    expect(tileRenders).toEqual([]);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '52');
  });

  it('renders only the tile whose heart changed', () => {
    const favourites = new Set<string>();
    const { rerender } = render(grid({}, favourites));
    tileRenders.length = 0;
    rerender(grid({}, new Set(['n2'])));
    expect(tileRenders).toEqual(['Game 2']);
    expect(screen.getByRole('button', { name: /Game 2/u, pressed: true })).toBeInTheDocument();
  });

  it('renders only the tiles that scroll into the page', async () => {
    render(grid({ games: [...PAGE_1, ...PAGE_2] }));
    const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    await waitFor(() => expect(shown()).toHaveLength(8));
    const before = shown();
    tileRenders.length = 0;
    // jsdom lays nothing out: place the list two rows (156 px each) above the viewport.
    const list = screen.getByRole('list');
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: -312, bottom: 8000 } as DOMRect);
    fireEvent.scroll(window);
    const entered = () => shown().filter((name) => !before.includes(name));
    // Two rows of one column enter the page (a row a frame); the tiles that stay are left alone.
    await waitFor(() => expect(entered()).toHaveLength(2));
    expect(tileRenders).toEqual(entered());
  });

  it("tags a game's room type (free, VIP, pay per view) and a new game, and leaves the others bare", () => {
    const games = [
      { ...game(1), roomType: 'VIP' },
      { ...game(2), roomType: 'PPV', isNew: true },
      { ...game(3), roomType: 'FREE' },
      game(4),
    ] as Game[];
    render(grid({ games }));
    // The tile's own button (the heart beside it is named after the game too).
    const launchers = screen
      .getAllByRole('button')
      .filter((button) => !button.hasAttribute('aria-pressed'))
      .map((button) => button.textContent);
    expect(launchers).toEqual(['VIPGame 1', 'New · Pay per viewGame 2', 'FreeGame 3', 'Game 4']);
  });
});

describe('gameTag', () => {
  const labels = { isNew: 'New', rooms: { FREE: 'Free', VIP: 'VIP', PPV: 'Pay per view' } } as const;
  it('says nothing for a game that is neither new nor in a room', () => {
    expect(gameTag(game(1), labels)).toBeUndefined();
  });
});
