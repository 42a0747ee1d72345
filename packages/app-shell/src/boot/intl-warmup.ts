import { keepIntlWarmup } from './intl-warmed';

/**
 * The browser's first `Intl` formatter costs about 20 ms on a fast machine and four times that on a slow phone,
 * whatever its options: it loads ICU's locale data, which every thread of the page then shares. A worker pays for
 * it while the app's scripts download, so the first money or date the main thread formats costs about a
 * millisecond instead of a long task (measured: 78-121 ms at 4x CPU on the main thread, 0-1 ms after a worker).
 *
 * One worker a page (the player's early script starts it; the app's `intlWarmed` waits for it). Settles once the
 * worker is done, or at once where no worker can start (the main thread then pays, as before).
 * It never fails: a worker the page's policy or the network refuses only leaves the work to the main thread.
 */
export function warmIntlOffMainThread(language: string): Promise<void> {
  return keepIntlWarmup(() => startWorker(language));
}

function startWorker(language: string): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-warmup-worker.ts', import.meta.url), {
        type: 'module',
        name: 'intl-warmup',
      });
    } catch {
      resolve();
      return;
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
    worker.postMessage(language);
  });
}
