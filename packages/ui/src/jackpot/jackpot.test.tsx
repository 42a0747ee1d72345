import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSTANTS } from '@wps-mobile/config';
import { renderWithI18n } from '../test/render-with-i18n';
import { JackpotCounter } from './jackpot-counter';
import { useJackpotTicker } from './use-jackpot-ticker';

describe('useJackpotTicker', () => {
  it('starts between 70,000,000 and 130,000,000', () => {
    const low = renderHook(() => useJackpotTicker({ random: () => 0 }));
    const high = renderHook(() => useJackpotTicker({ random: () => 1 - 1e-12 }));
    expect(low.result.current).toBe(CONSTANTS.jackpot.startMin);
    expect(high.result.current).toBe(CONSTANTS.jackpot.startMax);
  });

  it('adds 100 to 500 after 3, 4 or 5 seconds', () => {
    vi.useFakeTimers();
    // random() = 0 picks the first interval (3 s) and the smallest step (100).
    const smallest = renderHook(() => useJackpotTicker({ start: 1000, random: () => 0 }));
    act(() => void vi.advanceTimersByTime(2999));
    expect(smallest.result.current).toBe(1000);
    act(() => void vi.advanceTimersByTime(1));
    expect(smallest.result.current).toBe(1100);

    // Close to 1 picks the last interval (5 s) and the largest step (500).
    const largest = renderHook(() => useJackpotTicker({ start: 1000, random: () => 1 - 1e-12 }));
    act(() => void vi.advanceTimersByTime(4999));
    expect(largest.result.current).toBe(1000);
    act(() => void vi.advanceTimersByTime(1));
    expect(largest.result.current).toBe(1500);
  });

  it('does not tick while paused', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useJackpotTicker({ start: 5, paused: true }));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(5);
  });
});

describe('JackpotCounter', () => {
  it('shows the figure with its symbol and opens the winner page when tapped', async () => {
    const onOpen = vi.fn();
    await renderWithI18n(<JackpotCounter value={98765432.1} currencySymbol="₱" onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Jackpot ₱98,765,432.10' });
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
