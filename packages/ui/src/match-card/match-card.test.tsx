import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectTouchTimings } from '../test/expect-touch-timings';
import { renderWithI18n } from '../test/render-with-i18n';
import { MatchCard } from './match-card';

const MATCH = { id: 'm1', league: 'PBA Cup', homeTeam: 'Eagles', awayTeam: 'Sharks', time: '05/12 19:30' };

describe('MatchCard', () => {
  it('reads league, teams, VS and time as one button that selects the match', async () => {
    const onSelect = vi.fn();
    await renderWithI18n(<MatchCard match={MATCH} onSelect={onSelect} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'PBA Cup Eagles VS Sharks 05/12 19:30 Bet now' }),
    );
    expect(onSelect).toHaveBeenCalledWith(MATCH);
  });

  it('looks pressed with the touch timings of the spec, and a long press does not select', async () => {
    const onSelect = vi.fn();
    await renderWithI18n(<MatchCard match={MATCH} onSelect={onSelect} />);
    expectTouchTimings(screen.getByRole('button'), 'wps-match-card--pressed', onSelect);
  });

  it('is plain content without onSelect', async () => {
    await renderWithI18n(<MatchCard match={MATCH} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('VS')).toBeInTheDocument();
  });

  it('offers each badge at other widths when the app gives them', async () => {
    const { container } = await renderWithI18n(
      <MatchCard
        match={{
          ...MATCH,
          homeLogoSrc: '/eagles.png',
          homeLogoSrcSet: '/eagles.png?w=160 160w',
          awayLogoSrc: '/sharks.png',
          logoSizes: '40px',
        }}
      />,
    );
    const [home, away] = container.querySelectorAll('img');
    expect([home?.getAttribute('srcset'), home?.getAttribute('sizes')]).toEqual([
      '/eagles.png?w=160 160w',
      '40px',
    ]);
    expect([away?.getAttribute('src'), away?.getAttribute('srcset')]).toEqual(['/sharks.png', null]);
  });
});
