import { act, fireEvent } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';

/**
 * Presses `element` with a finger and checks the spec's touch timings (section 9) on its pressed look: it shows
 * 130 ms after the finger lands (not at 129), lasts until 100 ms after it lifts (not 99), and a hold of 370 ms
 * is a long press whose click does not reach `onActivate`.
 */
export function expectTouchTimings(element: HTMLElement, pressedClass: string, onActivate: Mock): void {
  vi.useFakeTimers();
  try {
    fireEvent.pointerDown(element, { clientX: 5, clientY: 5 });
    act(() => void vi.advanceTimersByTime(129));
    expect(element).not.toHaveClass(pressedClass);
    act(() => void vi.advanceTimersByTime(1));
    expect(element).toHaveClass(pressedClass);
    fireEvent.pointerUp(element);
    fireEvent.click(element);
    expect(onActivate).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(99));
    expect(element).toHaveClass(pressedClass);
    act(() => void vi.advanceTimersByTime(1));
    expect(element).not.toHaveClass(pressedClass);

    fireEvent.pointerDown(element, { clientX: 5, clientY: 5 });
    act(() => void vi.advanceTimersByTime(370));
    fireEvent.pointerUp(element);
    fireEvent.click(element);
    expect(onActivate).toHaveBeenCalledTimes(1);
  } finally {
    vi.useRealTimers();
  }
}
