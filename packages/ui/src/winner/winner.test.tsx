import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectTouchTimings } from '../test/expect-touch-timings';
import { renderWithI18n } from '../test/render-with-i18n';
import { WinnerBoard } from './winner-board';
import { WinnerRow } from './winner-row';

const winner = { id: '1', customerName: 'pl***01', gameName: 'Super Ace', amount: '₱12,000.00' };

describe('WinnerRow', () => {
  it('is one button telling who won how much where, launching the game', async () => {
    const onPlay = vi.fn();
    await renderWithI18n(<WinnerRow winner={winner} onPlay={onPlay} />);
    const row = screen.getByRole('button', { name: 'pl***01 Just won in Super Ace ₱12,000.00 Play now' });
    await userEvent.click(row);
    expect(onPlay).toHaveBeenCalledWith(winner);
  });

  it('looks pressed with the touch timings of the spec, and a long press does not launch', async () => {
    const onPlay = vi.fn();
    await renderWithI18n(<WinnerRow winner={winner} onPlay={onPlay} />);
    expectTouchTimings(screen.getByRole('button'), 'wps-winner-row--pressed', onPlay);
  });

  it("offers the game's icon at the widths the app gives, with how wide it is drawn", async () => {
    const icon = { iconSrc: '/g.png', iconSrcSet: '/160/g.png 160w, /320/g.png 320w', iconSizes: '40px' };
    const { container } = await renderWithI18n(
      <WinnerRow winner={{ ...winner, ...icon }} onPlay={() => {}} />,
    );
    const img = container.querySelector('img');
    expect([img?.getAttribute('src'), img?.getAttribute('srcset'), img?.getAttribute('sizes')]).toEqual([
      '/g.png',
      '/160/g.png 160w, /320/g.png 320w',
      '40px',
    ]);
  });

  it('says "name just won" on the home page', async () => {
    await renderWithI18n(<WinnerRow winner={winner} variant="home" onPlay={() => {}} />);
    expect(
      screen.getByRole('button', { name: 'pl***01 just won Super Ace ₱12,000.00 Play now' }),
    ).toBeInTheDocument();
  });
});

describe('WinnerBoard', () => {
  it('shows the no-data placeholder without winners', async () => {
    await renderWithI18n(<WinnerBoard winners={[]} label="Latest winners" onPlay={() => {}} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});
