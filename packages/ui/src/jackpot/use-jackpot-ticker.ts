import { useEffect, useState } from 'react';
import { CONSTANTS } from '@wps-mobile/config';

const { startMin, startMax, stepMin, stepMax, intervalsSeconds } = CONSTANTS.jackpot;

/** A whole number in [min, max], from `random` in [0, 1). */
function between(min: number, max: number, random: () => number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export interface JackpotTickerOptions {
  /** Starting value; by default a random one between 70,000,000 and 130,000,000 (spec). */
  start?: number;
  /** Source of randomness, replaceable in tests. */
  random?: () => number;
  /** Stops ticking (e.g. while the banner is off screen). */
  paused?: boolean;
}

/**
 * The jackpot figure of the home banner: it grows by 100 to 500 at random intervals of 3, 4 or 5 seconds.
 * It is a display effect, not a real pool, so it lives in the kit rather than in the API layer.
 */
export function useJackpotTicker({
  start,
  random = Math.random,
  paused = false,
}: JackpotTickerOptions = {}): number {
  const [value, setValue] = useState(() => start ?? between(startMin, startMax, random));

  useEffect(() => {
    if (paused) return undefined;
    let timer: number;
    function schedule() {
      const seconds = intervalsSeconds[between(0, intervalsSeconds.length - 1, random)] ?? 3;
      timer = window.setTimeout(() => {
        setValue((current) => current + between(stepMin, stepMax, random));
        schedule();
      }, seconds * 1000);
    }
    schedule();
    return () => window.clearTimeout(timer);
  }, [paused, random]);

  return value;
}
