/**
 * Calls `callback` in a task of its own, queued now: after the current task (a React commit, say) and before a
 * later timer. A message, not a timeout: timers are clamped once nested and are what test clocks hold still.
 * Returns a function that cancels the call if it has not run.
 */
export function inNextTask(callback: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(undefined);
  return () => {
    channel.port1.onmessage = null;
    channel.port1.close();
  };
}
