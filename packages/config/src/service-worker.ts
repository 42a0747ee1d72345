import type { AppName } from './routes';
import { WEB_APP_FILES, WEB_APP_SCOPES } from './web-app';

/** Sent to a waiting worker when the user agrees to the update; the worker then takes over at once. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** Called when a new deployment is installed and waiting; `apply` activates it and reloads the page. */
export type UpdateReadyListener = (apply: () => void) => void;

export interface AppWorkerEnvironment {
  readonly serviceWorker?: ServiceWorkerContainer | undefined;
  readonly reload: () => void;
  readonly onVisible: (listener: () => void) => void;
  /** Runs once the page has loaded, so installing the worker never competes with the first screen. */
  readonly afterLoad: (run: () => void) => void;
}

function browserEnvironment(): AppWorkerEnvironment {
  const hasWorkers = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  return {
    serviceWorker: hasWorkers ? navigator.serviceWorker : undefined,
    reload: () => window.location.reload(),
    onVisible: (listener) =>
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') listener();
      }),
    afterLoad: (run) => {
      if (document.readyState === 'complete') run();
      else window.addEventListener('load', run, { once: true });
    },
  };
}

/** Activates the waiting worker and reloads once it has taken over. */
function applyWith(worker: ServiceWorker, reload: () => void): () => void {
  return () => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') reload();
    });
    worker.postMessage(SKIP_WAITING_MESSAGE);
  };
}

/**
 * Registers the build's service worker and reports a new deployment once its files are cached. Does nothing
 * where workers are unavailable (old browsers, private modes, insecure origins) or registration fails: the app
 * then works straight from the network, as it would without a worker.
 */
export async function registerAppWorker(
  app: AppName,
  onUpdateReady: UpdateReadyListener,
  env: AppWorkerEnvironment = browserEnvironment(),
): Promise<ServiceWorkerRegistration | undefined> {
  const container = env.serviceWorker;
  if (!container) return undefined;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register(WEB_APP_FILES[app].worker, {
      scope: WEB_APP_SCOPES[app],
      updateViaCache: 'none',
    });
  } catch {
    return undefined;
  }
  // Some environments (test browsers that block workers) answer with no registration at all.
  if (!registration) return undefined;
  const offer = (worker: ServiceWorker) => onUpdateReady(applyWith(worker, env.reload));
  // A worker installed on an earlier visit that still waits is an update too; the first install is not.
  if (registration.waiting && registration.active) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.active) offer(worker);
    });
  });
  // A page left open for hours looks for a new deployment whenever it comes back into view.
  env.onVisible(() => void registration.update().catch(() => undefined));
  return registration;
}

/**
 * Registers the build's worker after the page has loaded and calls `onUpdateReady` while the caller still
 * listens. Returns the function that stops listening (a component's effect clean-up).
 */
export function watchAppUpdate(
  app: AppName,
  onUpdateReady: UpdateReadyListener,
  env: AppWorkerEnvironment = browserEnvironment(),
): () => void {
  let listening = true;
  env.afterLoad(() => {
    if (!listening) return;
    void registerAppWorker(app, (apply) => listening && onUpdateReady(apply), env);
  });
  return () => {
    listening = false;
  };
}
