type Listener = () => void;

const listeners = new Set<Listener>();
let pending = false;

/**
 * The api client calls this once per expired token. The shell, when mounted, shows the message and goes to
 * login; an expiry before the shell mounts is kept until it subscribes.
 */
export function notifySessionExpired(): void {
  if (listeners.size === 0) pending = true;
  for (const listener of listeners) listener();
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    pending = false;
    listener();
  }
  return () => listeners.delete(listener);
}
