import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTouchFeedback, type TouchFeedbackOptions } from './use-touch-feedback';

function Tile({ onClick, ...options }: TouchFeedbackOptions & { onClick?: () => void }) {
  const { pressed, handlers } = useTouchFeedback(options);
  return (
    <button type="button" data-pressed={pressed} onClick={onClick} {...handlers}>
      Tile
    </button>
  );
}

function setUp(props: TouchFeedbackOptions & { onClick?: () => void } = {}) {
  vi.useFakeTimers();
  render(<Tile {...props} />);
  return screen.getByRole('button', { name: 'Tile' });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useTouchFeedback', () => {
  it('shows the pressed look 130 ms after the finger lands', () => {
    const tile = setUp();
    fireEvent.pointerDown(tile, { clientX: 10, clientY: 10 });
    advance(129);
    expect(tile).toHaveAttribute('data-pressed', 'false');
    advance(1);
    expect(tile).toHaveAttribute('data-pressed', 'true');
  });

  it('keeps the look 100 ms after release', () => {
    const tile = setUp();
    fireEvent.pointerDown(tile, { clientX: 10, clientY: 10 });
    advance(200);
    fireEvent.pointerUp(tile);
    advance(99);
    expect(tile).toHaveAttribute('data-pressed', 'true');
    advance(1);
    expect(tile).toHaveAttribute('data-pressed', 'false');
  });

  it('calls onLongPress after 370 ms and swallows the click that follows', () => {
    const onLongPress = vi.fn();
    const onClick = vi.fn();
    const tile = setUp({ onLongPress, onClick });
    fireEvent.pointerDown(tile, { clientX: 10, clientY: 10 });
    advance(369);
    expect(onLongPress).not.toHaveBeenCalled();
    advance(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(tile);
    fireEvent.click(tile);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(tile);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('cancels when the finger moves more than 20 px, but not within 20 px', () => {
    const onLongPress = vi.fn();
    const tile = setUp({ onLongPress });
    fireEvent.pointerDown(tile, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(tile, { clientX: 22, clientY: 26 });
    advance(130);
    expect(tile).toHaveAttribute('data-pressed', 'true');
    fireEvent.pointerMove(tile, { clientX: 10, clientY: 31 });
    expect(tile).toHaveAttribute('data-pressed', 'false');
    advance(1000);
    expect(onLongPress).not.toHaveBeenCalled();
    expect(tile).toHaveAttribute('data-pressed', 'false');
  });
});
