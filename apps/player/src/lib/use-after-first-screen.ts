import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has had an idle moment after it (at the latest after
 * `timeoutMs`). Sections below the first screen wait for it, so their chunks and calls queue behind the
 * screen's own requests instead of competing with them on slow phones.
 */
export function useAfterFirstScreen(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return ready;
}
