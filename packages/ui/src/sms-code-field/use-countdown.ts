import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
  stop: () => void;
}

/**
 * A seconds countdown that ticks every second and stops at 0. It counts against the clock rather than the
 * number of ticks, so a phone that throttled the page in the background still shows the right time; the
 * interval is cleared on unmount (the spec clears the SMS countdown when the screen is left).
 */
export function useCountdown(): Countdown {
  const [endAt, setEndAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endAt === null) return undefined;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndAt(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endAt]);

  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.floor(seconds));
    setRemaining(whole);
    setEndAt(whole > 0 ? Date.now() + whole * 1000 : null);
  }, []);

  const stop = useCallback(() => {
    setEndAt(null);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, start, stop };
}
