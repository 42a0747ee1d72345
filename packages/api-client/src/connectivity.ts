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
  // While the browser says it has no network, every outcome is 'No Internet': a failed fetch is the clearest sign
  // there is, and an answer then came from a cache or left the server before the network went, so it says
  // nothing about the connection (it used to take the banner away, though the phone was still offline).
  if (!browserOnline()) return set('offline');
  if (outcome.timedOut) return set('slow');
  // A failed fetch while the browser says it is online is a server fault, not the network.
  if (!outcome.answered) return;
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
