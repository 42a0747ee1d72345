/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in between. The start
 * does its work in steps (labels, config, store, first calls, render) and yields between them: one task that held
 * the main thread for all of them was the longest of a cold start on a slow phone. A zero timeout is the next
 * task everywhere (clamped to 4 ms only from the fifth nested timeout on: a few milliseconds at most here).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
