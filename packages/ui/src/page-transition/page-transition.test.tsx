import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, renderHook } from '@testing-library/react';
import { PageTransition } from './page-transition';
import { useSwipeBackGesture } from './use-swipe-back-gesture';

function swipe(fromX: number, toX: number, fromY = 300, toY = 300) {
  fireEvent.touchStart(window, {
    touches: [{ clientX: fromX, clientY: fromY }],
    changedTouches: [{ clientX: fromX, clientY: fromY }],
  });
  fireEvent.touchEnd(window, { touches: [], changedTouches: [{ clientX: toX, clientY: toY }] });
}

describe('PageTransition', () => {
  it('fades in over 300 ms and starts again for a new page', () => {
    const { container, rerender } = render(
      <PageTransition transitionKey="/m/home">
        <p>Home</p>
      </PageTransition>,
    );
    const first = container.firstElementChild as HTMLElement;
    expect(first).toHaveClass('wps-page-transition--fade');
    expect(first.style.getPropertyValue('--wps-page-transition-duration')).toBe('300ms');
    rerender(
      <PageTransition transitionKey="/m/notice">
        <p>Notice</p>
      </PageTransition>,
    );
    expect(container.firstElementChild).not.toBe(first);
  });

  it('does not fade when told not to (after a swipe-back)', () => {
    const { container } = render(
      <PageTransition transitionKey="/m/home" animate={false}>
        <p>Home</p>
      </PageTransition>,
    );
    expect(container.firstElementChild).not.toHaveClass('wps-page-transition--fade');
  });
});

describe('useSwipeBackGesture', () => {
  it('reports a horizontal swipe over 100 px once', () => {
    const { result } = renderHook(() => useSwipeBackGesture());
    swipe(5, 120);
    expect(result.current()).toBe(true);
    expect(result.current()).toBe(false);
  });

  it('ignores swipes of 100 px or less and mostly vertical ones', () => {
    const { result } = renderHook(() => useSwipeBackGesture());
    swipe(5, 105);
    expect(result.current()).toBe(false);
    swipe(5, 200, 0, 400);
    expect(result.current()).toBe(false);
  });

  it('forgets a swipe after a second', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSwipeBackGesture());
    swipe(300, 100);
    vi.advanceTimersByTime(1001);
    expect(result.current()).toBe(false);
  });
});
