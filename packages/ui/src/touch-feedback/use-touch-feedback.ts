import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { CONSTANTS } from '@wps-mobile/config';

const { pressInDelayMs, longPressMs, pressOutDelayMs, retentionPx } = CONSTANTS.touch;

export interface TouchFeedbackOptions {
  /** Called when a press is held for 370 ms; the click that would follow is swallowed. */
  onLongPress?: () => void;
}

export interface TouchFeedbackHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerMove: (event: PointerEvent) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onPointerLeave: () => void;
  onClickCapture: (event: MouseEvent) => void;
}

export interface TouchFeedback {
  /** Show the pressed look (the app or kit adds a class or style). */
  pressed: boolean;
  handlers: TouchFeedbackHandlers;
}

/**
 * Pressed feedback with the platform's touch timings: the pressed look appears 130 ms after the finger lands
 * (so a scroll that starts on a tile does not flash it), a hold of 370 ms is a long press, the look stays
 * 100 ms after release, and moving more than 20 px cancels it all. Clicks still come from the element itself,
 * so keyboard and screen reader activation are untouched.
 */
export function useTouchFeedback({ onLongPress }: TouchFeedbackOptions = {}): TouchFeedback {
  const [pressed, setPressed] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const timers = useRef<number[]>([]);
  const longPressed = useRef(false);
  const onLongPressRef = useRef(onLongPress);
  useEffect(() => {
    onLongPressRef.current = onLongPress;
  });

  const clearTimers = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const cancel = useCallback(() => {
    clearTimers();
    start.current = null;
    setPressed(false);
  }, [clearTimers]);

  const handlers: TouchFeedbackHandlers = {
    onPointerDown(event) {
      clearTimers();
      start.current = { x: event.clientX, y: event.clientY };
      longPressed.current = false;
      timers.current.push(
        window.setTimeout(() => setPressed(true), pressInDelayMs),
        window.setTimeout(() => {
          longPressed.current = true;
          onLongPressRef.current?.();
        }, longPressMs),
      );
    },
    onPointerMove(event) {
      if (!start.current) return;
      const distance = Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y);
      if (distance > retentionPx) cancel();
    },
    onPointerUp() {
      if (!start.current) return;
      clearTimers();
      start.current = null;
      // A quick tap still shows the pressed look briefly, then it fades after the press-out delay.
      setPressed(true);
      timers.current.push(window.setTimeout(() => setPressed(false), pressOutDelayMs));
    },
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onClickCapture(event) {
      if (!longPressed.current) return;
      longPressed.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { pressed, handlers };
}
