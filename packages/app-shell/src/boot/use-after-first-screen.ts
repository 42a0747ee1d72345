import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has had an idle moment after it (at the latest after
 * `timeoutMs`). Sections below the first screen wait for it, so their chunks and calls queue behind the
 * screen's own requests instead of competing with them on slow phones. The switch is a transition: React
 * renders the section in slices and yields between them, so a tap during it is answered at once.
 */
export function useAfterFirstScreen(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const reveal = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(reveal, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(reveal, 0);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return ready;
}
