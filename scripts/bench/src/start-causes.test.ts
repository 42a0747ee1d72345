import { describe, expect, it } from 'vitest';
import type { CallFrame, CpuProfile, ProfileNode } from './cpu-profile';
import { attributeStart } from './start-causes';

const INDEX = 'http://h/m/assets/index-x.js';
const VENDOR = 'http://h/m/assets/vendor-x.js';

/** The sources a hand-made map would give, by URL and column. */
const SOURCES: Record<string, string> = {
  [`${VENDOR}:100`]: 'node_modules/redux/dist/redux.mjs',
  [`${VENDOR}:200`]: 'node_modules/scheduler/cjs/scheduler.production.js',
  [`${VENDOR}:400`]: 'node_modules/i18next/dist/esm/i18next.js',
  [`${INDEX}:300`]: 'apps/player/src/features/home/home-screen.tsx',
  [`${INDEX}:500`]: 'apps/player/src/lib/boot-message.ts',
};
const lookup = (frame: CallFrame) => SOURCES[`${frame.url}:${frame.columnNumber}`];

const node = (
  id: number,
  functionName: string,
  url: string,
  column: number,
  children?: number[],
): ProfileNode => ({
  id,
  callFrame: { functionName, url, lineNumber: url ? 0 : -1, columnNumber: url ? column : -1 },
  children,
});

/**
 * (root) ─┬─ index top level (2) ── createStore (4, redux)
 *         ├─ performWorkUntilDeadline (3, scheduler) ── HomeScreen (5, ours) ── t (6, i18next)
 *         ├─ (program) (7), (garbage collector) (8)
 *         └─ onMessage (10, ours, called by nothing that names a cause)
 */
const NODES = [
  node(1, '(root)', '', 0, [2, 3, 7, 8, 10]),
  node(2, '', INDEX, 0, [4]),
  node(4, 'createStore', VENDOR, 100),
  node(3, 'performWorkUntilDeadline', VENDOR, 200, [5]),
  node(5, 'HomeScreen', INDEX, 300, [6]),
  node(6, 't', VENDOR, 400),
  node(7, '(program)', '', 0),
  node(8, '(garbage collector)', '', 0),
  node(10, 'onMessage', INDEX, 500),
];

/** A sample every 10 ms; the first ten fall in one 100 ms long task, the last two after it. */
const PROFILE: CpuProfile = {
  nodes: NODES,
  startTime: 0,
  endTime: 130_000,
  samples: [6, 6, 6, 5, 5, 4, 2, 7, 8, 10, 6, 6],
  timeDeltas: Array.from({ length: 12 }, () => 10_000),
};
const TASK = { startUs: 10_000, endUs: 110_000 };

describe('attributeStart', () => {
  it('gives each sample inside a long task to the cause nearest its leaf, and none outside', () => {
    const found = attributeStart(PROFILE, [TASK], lookup);
    expect(found.causesMs).toEqual({
      'library evaluation': 10,
      render: 20,
      'label lookups': 30,
      'store updates': 10,
      sanitising: 0,
      browser: 10,
      'garbage collection': 10,
      other: 10,
    });
    expect(found).toMatchObject({ longTasks: 1, blockingMs: 50, longTaskMs: 100, sampledMs: 100 });
  });

  it('names the files the time went to, most first, and the files of what no cause claimed', () => {
    const found = attributeStart(PROFILE, [TASK], lookup);
    expect(found.topFiles.slice(0, 2)).toEqual([
      { file: 'node_modules/i18next/dist/esm/i18next.js', ms: 30 },
      { file: 'apps/player/src/features/home/home-screen.tsx', ms: 20 },
    ]);
    expect(found.topFiles).toHaveLength(5);
    expect(found.otherTopFiles).toEqual([{ file: 'apps/player/src/lib/boot-message.ts', ms: 10 }]);
  });

  it('finds nothing to attribute when the start had no long task', () => {
    const found = attributeStart(PROFILE, [], lookup);
    expect(found).toMatchObject({ longTasks: 0, blockingMs: 0, longTaskMs: 0, sampledMs: 0, topFiles: [] });
    expect(Object.values(found.causesMs).every((ms) => ms === 0)).toBe(true);
  });
});
