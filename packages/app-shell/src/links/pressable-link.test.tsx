import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppIdContext } from './app-identity';
import { PressableLink } from './pressable-link';

function renderTile(onClick = vi.fn()) {
  render(
    <AppIdContext.Provider value="player">
      <MemoryRouter>
        <PressableLink className="tile" href="/m/member/home" onClick={onClick}>
          Deposit
        </PressableLink>
      </MemoryRouter>
    </AppIdContext.Provider>,
  );
  return screen.getByRole('link', { name: 'Deposit' });
}

describe('PressableLink', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the press 130 ms after the finger lands and keeps it 100 ms after it lifts', () => {
    const tile = renderTile();
    fireEvent.pointerDown(tile, { clientX: 10, clientY: 10 });
    act(() => {
      vi.advanceTimersByTime(129);
    });
    expect(tile).not.toHaveClass('tile--pressed');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(tile).toHaveClass('tile', 'tile--pressed');
    fireEvent.pointerUp(tile);
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(tile).toHaveClass('tile--pressed');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(tile).not.toHaveClass('tile--pressed');
  });

  it('a finger that moves 20 px (a scroll) never shows the press, and a tap still follows the link', () => {
    const onClick = vi.fn();
    const tile = renderTile(onClick);
    fireEvent.pointerDown(tile, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(tile, { clientX: 10, clientY: 31 });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(tile).not.toHaveClass('tile--pressed');
    fireEvent.click(tile);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
