import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectTouchTimings } from '../test/expect-touch-timings';
import { renderWithI18n } from '../test/render-with-i18n';
import { GameTile } from './game-tile';

describe('GameTile', () => {
  it('looks pressed with the touch timings of the spec, and a long press does not launch', async () => {
    const onLaunch = vi.fn();
    await renderWithI18n(<GameTile name="Super Ace" onLaunch={onLaunch} />);
    expectTouchTimings(
      screen.getByRole('button', { name: 'Super Ace' }),
      'wps-game-tile__launch--pressed',
      onLaunch,
    );
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

  it('offers the icon at other widths so the browser downloads the width the grid draws', async () => {
    const { container } = await renderWithI18n(
      <GameTile
        name="Super Ace"
        imageSrc="/ace.png"
        imageSrcSet="/ace.png?w=160 160w, /ace.png?w=320 320w"
        imageSizes="25vw"
        onLaunch={() => {}}
      />,
    );
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('srcset', '/ace.png?w=160 160w, /ace.png?w=320 320w');
    expect(picture).toHaveAttribute('sizes', '25vw');
    expect(picture).toHaveAttribute('src', '/ace.png');
  });

  it('asks for the one icon URL when no widths are offered', async () => {
    const { container } = await renderWithI18n(
      <GameTile name="Super Ace" imageSrc="/ace.png" onLaunch={() => {}} />,
    );
    expect(container.querySelector('img')?.getAttributeNames()).not.toContain('srcset');
  });
});
