/** What the apps show: nothing, 'No Internet' or 'Slow Connection'. */
export type Connectivity = 'online' | 'offline' | 'slow';

type Listener = (status: Connectivity) => void;

let status: Connectivity = 'online';
const listeners = new Set<Listener>();

function set(next: Connectivity): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener(status);
}

/** The current connectivity; a snapshot for `useSyncExternalStore`. */
export function getConnectivity(): Connectivity {
  return status;
}

/** Subscribes to changes; returns the unsubscribe function. */
export function subscribeConnectivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface NetworkInformationLike {
  readonly effectiveType?: string;
}

/** False only when the browser knows it has no network (`navigator.onLine`); true where it cannot tell. */
export const browserOnline = (): boolean => globalThis.navigator?.onLine !== false;
const slowLink = () => {
  const type = (globalThis.navigator as { connection?: NetworkInformationLike } | undefined)?.connection
    ?.effectiveType;
  return type === 'slow-2g' || type === '2g';
};

/** The base query reports each finished request here: how long it took and whether any answer arrived. */
export function reportRequest(outcome: {
  answered: boolean;
  timedOut?: boolean;
  durationMs: number;
  slowAfterMs: number;
}): void {
  if (outcome.timedOut) return set('slow');
  if (!outcome.answered) {
    // A failed fetch while the browser says it is offline is the clearest 'No Internet' there is.
    if (!browserOnline()) set('offline');
    return;
  }
  set(outcome.durationMs > outcome.slowAfterMs || slowLink() ? 'slow' : 'online');
}

/**
 * Follows the browser's `online` and `offline` events (and starts from `navigator.onLine`). Call once at start;
 * returns a function that stops listening.
 */
export function watchConnectivity(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const online = () => set(slowLink() ? 'slow' : 'online');
  const offline = () => set('offline');
  if (!browserOnline()) set('offline');
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}

/** Back to the initial state (tests). */
export function resetConnectivity(): void {
  status = 'online';
  listeners.clear();
}
