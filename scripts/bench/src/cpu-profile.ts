/** The parts of a DevTools protocol `Profiler.Profile` the attribution reads (times in µs). */
export interface CallFrame {
  readonly functionName: string;
  /** The script's URL; empty for the engine's own nodes such as `(program)`. */
  readonly url: string;
  /** 0-based, where the function starts in its script. */
  readonly lineNumber: number;
  readonly columnNumber: number;
}

export interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}

export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  /** On the browser's monotonic clock, µs. */
  readonly startTime: number;
  readonly endTime: number;
  /** The node on top of the stack at each sample. */
  readonly samples?: readonly number[];
  /** µs since the previous sample (the first since `startTime`). */
  readonly timeDeltas?: readonly number[];
}

/** A span of the main thread on the profile's clock, µs. */
export interface Span {
  readonly startUs: number;
  readonly endUs: number;
}

/** One sample: its node, when it was taken, and the time until the next one (what it stands for). */
export interface TimedSample {
  readonly nodeId: number;
  readonly atUs: number;
  readonly durationUs: number;
}

/**
 * Every sample with its time. The engine can record a sample a little out of order (a negative delta), so they
 * are sorted first; each stands for the time until the next sample, the last one until the end of the profile.
 */
export function timedSamples(profile: CpuProfile): TimedSample[] {
  const deltas = profile.timeDeltas ?? [];
  let at = profile.startTime;
  const stamped = (profile.samples ?? []).map((nodeId, index) => ({
    nodeId,
    atUs: (at += deltas[index] ?? 0),
  }));
  stamped.sort((a, b) => a.atUs - b.atUs);
  return stamped.map((sample, index) => ({
    ...sample,
    durationUs: Math.max(0, (stamped[index + 1]?.atUs ?? profile.endTime) - sample.atUs),
  }));
}

/**
 * The long tasks on the profile's clock. The page reports them in ms from its time origin (the navigation's
 * start); `navigationStartUs` is that origin on the browser's monotonic clock, which the profile uses too.
 */
export function tasksOnProfileClock(
  tasks: readonly { startTime: number; duration: number }[],
  navigationStartUs: number,
): Span[] {
  return tasks
    .map((task) => ({
      startUs: navigationStartUs + task.startTime * 1000,
      endUs: navigationStartUs + (task.startTime + task.duration) * 1000,
    }))
    .sort((a, b) => a.startUs - b.startUs);
}

/** The samples taken inside one of the spans (sorted, not overlapping, as long tasks are). */
export function samplesInSpans(samples: readonly TimedSample[], spans: readonly Span[]): TimedSample[] {
  const inside: TimedSample[] = [];
  let spanIndex = 0;
  for (const sample of samples) {
    while (spanIndex < spans.length && (spans[spanIndex]?.endUs ?? 0) <= sample.atUs) spanIndex++;
    const span = spans[spanIndex];
    if (!span) break;
    if (sample.atUs >= span.startUs) inside.push(sample);
  }
  return inside;
}
