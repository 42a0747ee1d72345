import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { GameTile } from './game-tile';

describe('GameTile', () => {
  it('looks pressed with the touch timings of the spec: 130 ms after the finger lands, 100 ms after it lifts', async () => {
    await renderWithI18n(<GameTile name="Super Ace" onLaunch={() => {}} />);
    vi.useFakeTimers();
    try {
      const tile = screen.getByRole('button', { name: 'Super Ace' });
      fireEvent.pointerDown(tile, { clientX: 5, clientY: 5 });
      act(() => void vi.advanceTimersByTime(129));
      expect(tile).not.toHaveClass('wps-game-tile__launch--pressed');
      act(() => void vi.advanceTimersByTime(1));
      expect(tile).toHaveClass('wps-game-tile__launch--pressed');
      fireEvent.pointerUp(tile);
      act(() => void vi.advanceTimersByTime(99));
      expect(tile).toHaveClass('wps-game-tile__launch--pressed');
      act(() => void vi.advanceTimersByTime(1));
      expect(tile).not.toHaveClass('wps-game-tile__launch--pressed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('launches the game from its picture and name', async () => {
    const onLaunch = vi.fn();
    await renderWithI18n(<GameTile name="Super Ace" imageSrc="/ace.png" onLaunch={onLaunch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Super Ace' }));
    expect(onLaunch).toHaveBeenCalledTimes(1);
  });

  it('toggles the favourite heart, whose pressed state tells whether it is a favourite', async () => {
    const onFavouriteChange = vi.fn();
    const view = await renderWithI18n(
      <GameTile
        name="Super Ace"
        onLaunch={() => {}}
        favourite={false}
        onFavouriteChange={onFavouriteChange}
      />,
    );
    const heart = screen.getByRole('button', { name: 'Favourite: Super Ace' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onFavouriteChange).toHaveBeenCalledWith(true);
    view.rerender(
      <GameTile name="Super Ace" onLaunch={() => {}} favourite onFavouriteChange={onFavouriteChange} />,
    );
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(onFavouriteChange).toHaveBeenLastCalledWith(false);
  });

  it('loads a first-row picture at once with high priority, the others lazily', async () => {
    await renderWithI18n(
      <>
        <GameTile name="Super Ace" imageSrc="/ace.png" onLaunch={() => {}} priority />
        <GameTile name="Fortune Gems" imageSrc="/gems.png" onLaunch={() => {}} />
      </>,
    );
    const [first, other] = document.querySelectorAll('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(other).toHaveAttribute('loading', 'lazy');
    expect(other).not.toHaveAttribute('fetchpriority');
  });

  it('has no heart without onFavouriteChange', async () => {
    await renderWithI18n(<GameTile name="Super Ace" onLaunch={() => {}} />);
    expect(screen.queryByRole('button', { name: /Favourite/ })).not.toBeInTheDocument();
  });
});
