import { startTransition, useEffect, useState } from 'react';
import { eachWhenIdle } from './each-when-idle';

/**
 * False on the first render, true once the browser has had an idle moment after it (at the latest after
 * `timeoutMs`). Sections below the first screen wait for it, so their chunks and calls queue behind the
 * screen's own requests instead of competing with them on slow phones. The switch is a transition: React
 * renders the section in slices and yields between them, so a tap during it is answered at once.
 */
export function useAfterFirstScreen(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => eachWhenIdle([() => startTransition(() => setReady(true))], timeoutMs), [timeoutMs]);
  return ready;
}
