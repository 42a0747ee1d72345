import { samplesInSpans, timedSamples, type CpuProfile, type Span } from './cpu-profile';
import { CAUSES, stackCause, type Cause, type SourcedFrame } from './frame-causes';
import { summariseTasks } from './scroll-long-tasks';
import { fileLabel, sourcedFrame, type SourceLookup } from './source-map-frames';

/** A file and the sampled time inside long tasks whose leaf frame was in it. */
export interface FileTime {
  readonly file: string;
  readonly ms: number;
}

/** What the start's long tasks spent their time on, for one page. */
export interface StartCauses {
  readonly longTasks: number;
  /** Time over 50 ms summed over the long tasks: TBT's sum, over the whole start and measured, not simulated. */
  readonly blockingMs: number;
  /** The long tasks' whole duration, and the part the profile's samples cover (the ms per cause add up to it). */
  readonly longTaskMs: number;
  readonly sampledMs: number;
  readonly causesMs: Readonly<Record<Cause, number>>;
  /** The files the most sampled time was spent in (by the leaf frame), most first. */
  readonly topFiles: readonly FileTime[];
  /** The same for the samples no cause claimed: our own code. */
  readonly otherTopFiles: readonly FileTime[];
}

const TOP_FILES = 5;
const TOP_OTHER_FILES = 3;

const ms = (us: number) => Math.round(us / 1000);

function topOf(totals: ReadonlyMap<string, number>, count: number): FileTime[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, us]) => ({ file, ms: ms(us) }));
}

function add(totals: Map<string, number>, key: string, us: number): void {
  totals.set(key, (totals.get(key) ?? 0) + us);
}

/**
 * Attributes the samples taken inside the long tasks: each to the cause its stack names (leaf first) and to the
 * file of its leaf frame. The cause of a node depends on its stack only, so each node is worked out once.
 */
export function attributeStart(
  profile: CpuProfile,
  tasks: readonly Span[],
  lookup: SourceLookup,
): StartCauses {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const frames = new Map<number, SourcedFrame>();
  const frameOf = (id: number): SourcedFrame | undefined => {
    if (!frames.has(id)) {
      const node = nodes.get(id);
      if (node) frames.set(id, sourcedFrame(node.callFrame, lookup));
    }
    return frames.get(id);
  };
  const causes = new Map<number, Cause>();
  const causeOf = (leaf: number): Cause => {
    let cause = causes.get(leaf);
    if (cause) return cause;
    const stack: SourcedFrame[] = [];
    for (let id: number | undefined = leaf; id !== undefined; id = parents.get(id)) {
      const frame = frameOf(id);
      if (frame) stack.push(frame);
    }
    cause = stackCause(stack);
    causes.set(leaf, cause);
    return cause;
  };

  const byCause = new Map<string, number>(CAUSES.map((cause) => [cause, 0]));
  const byFile = new Map<string, number>();
  const otherByFile = new Map<string, number>();
  for (const sample of samplesInSpans(timedSamples(profile), tasks)) {
    const cause = causeOf(sample.nodeId);
    const leaf = frameOf(sample.nodeId);
    const file = leaf ? fileLabel(leaf) : '(unknown)';
    add(byCause, cause, sample.durationUs);
    add(byFile, file, sample.durationUs);
    if (cause === 'other') add(otherByFile, file, sample.durationUs);
  }
  const durationsMs = tasks.map((task) => (task.endUs - task.startUs) / 1000);
  const { longTasks, blockingMs } = summariseTasks(durationsMs);
  const sampledUs = [...byCause.values()].reduce((sum, us) => sum + us, 0);
  return {
    longTasks,
    blockingMs,
    longTaskMs: Math.round(durationsMs.reduce((sum, duration) => sum + duration, 0)),
    sampledMs: ms(sampledUs),
    causesMs: Object.fromEntries(CAUSES.map((cause) => [cause, ms(byCause.get(cause) ?? 0)])) as Record<
      Cause,
      number
    >,
    topFiles: topOf(byFile, TOP_FILES),
    otherTopFiles: topOf(otherByFile, TOP_OTHER_FILES),
  };
}
