import { describe, expect, it } from 'vitest';
import { samplesInSpans, tasksOnProfileClock, timedSamples, type CpuProfile } from './cpu-profile';

const root = { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 } };

describe('timedSamples', () => {
  it('gives each sample the time until the next one, and the last one the time until the profile ends', () => {
    const profile: CpuProfile = {
      nodes: [root],
      startTime: 1000,
      endTime: 1600,
      samples: [1, 1, 1],
      timeDeltas: [100, 200, 100],
    };
    expect(timedSamples(profile)).toEqual([
      { nodeId: 1, atUs: 1100, durationUs: 200 },
      { nodeId: 1, atUs: 1300, durationUs: 100 },
      { nodeId: 1, atUs: 1400, durationUs: 200 },
    ]);
  });

  it('puts a sample recorded out of order back in its place', () => {
    const profile: CpuProfile = {
      nodes: [root],
      startTime: 0,
      endTime: 500,
      samples: [1, 2, 3],
      timeDeltas: [300, -200, 300],
    };
    expect(timedSamples(profile).map((sample) => [sample.nodeId, sample.atUs, sample.durationUs])).toEqual([
      [2, 100, 200],
      [1, 300, 100],
      [3, 400, 100],
    ]);
  });
});

describe('tasksOnProfileClock', () => {
  it('moves the page clock (ms from its time origin) onto the profile clock (µs), in order', () => {
    const tasks = [
      { startTime: 900, duration: 60 },
      { startTime: 100.5, duration: 70 },
    ];
    expect(tasksOnProfileClock(tasks, 5_000_000)).toEqual([
      { startUs: 5_100_500, endUs: 5_170_500 },
      { startUs: 5_900_000, endUs: 5_960_000 },
    ]);
  });
});

describe('samplesInSpans', () => {
  it('keeps the samples taken inside a span: its start counts, its end does not', () => {
    const at = (atUs: number) => ({ nodeId: 1, atUs, durationUs: 10 });
    const samples = [at(5), at(10), at(15), at(20), at(25), at(30), at(35), at(60)];
    const spans = [
      { startUs: 10, endUs: 20 },
      { startUs: 30, endUs: 40 },
    ];
    expect(samplesInSpans(samples, spans).map((sample) => sample.atUs)).toEqual([10, 15, 30, 35]);
  });

  it('keeps nothing without long tasks', () => {
    expect(samplesInSpans([{ nodeId: 1, atUs: 5, durationUs: 1 }], [])).toEqual([]);
  });
});
