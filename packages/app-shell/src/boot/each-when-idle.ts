/**
 * Runs `steps` one per idle moment (each at the latest `timeoutMs` after the one before), each in a task of its
 * own, so work done ahead of time never becomes one long task of its own. Without idle callbacks each step is the
 * next task. Returns a function that drops the steps not yet run.
 */
export function eachWhenIdle(steps: readonly (() => void)[], timeoutMs = 500): () => void {
  let next = 0;
  let cancel: () => void = () => undefined;
  const schedule = () => {
    if (next >= steps.length) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 0);
      cancel = () => window.clearTimeout(id);
    }
  };
  function run() {
    const step = steps[next];
    next += 1;
    schedule();
    step?.();
  }
  schedule();
  return () => {
    next = steps.length;
    cancel();
  };
}
