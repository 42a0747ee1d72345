import { describe, expect, it } from 'vitest';
import type { StartCauses } from './start-causes';
import { startCausesJson, startCausesReport, type StartCausesEntry } from './start-causes-report';

const HOME: StartCauses = {
  longTasks: 3,
  blockingMs: 412,
  longTaskMs: 562,
  sampledMs: 548,
  causesMs: {
    'library evaluation': 201,
    render: 150,
    'label lookups': 40,
    'store updates': 60,
    sanitising: 2,
    browser: 80,
    'garbage collection': 10,
    other: 5,
  },
  topFiles: [
    { file: 'node_modules/react-dom/cjs/react-dom-client.production.js', ms: 120 },
    { file: '/m/assets/vendor-x.js (top level)', ms: 110 },
  ],
  otherTopFiles: [{ file: 'apps/player/src/main.tsx', ms: 5 }],
};
const ENTRIES: StartCausesEntry[] = [
  { label: '/m/home', result: HOME },
  { label: '/m/agent', endedOn: '/m/home', error: 'timeout' },
];

describe('startCausesReport', () => {
  const text = startCausesReport(ENTRIES);

  it('prints a row per page with its long tasks, blocking time and ms per cause, in the header order', () => {
    expect(text).toContain(
      '| Route | Long tasks | Blocking ms | Long task ms (sampled) | Library evaluation | Render | Label lookups | Store updates | Sanitising | Browser | Garbage collection | Other |',
    );
    expect(text).toContain('| /m/home | 3 | 412 | 562 (548) | 201 | 150 | 40 | 60 | 2 | 80 | 10 | 5 |');
  });

  it('names the top files and the files of "other" under the table', () => {
    expect(text).toContain(
      '- /m/home: node_modules/react-dom/cjs/react-dom-client.production.js 120 ms, /m/assets/vendor-x.js (top level) 110 ms',
    );
    expect(text).toContain('  other: apps/player/src/main.tsx 5 ms');
  });

  it('shows a page that failed, with where it ended up', () => {
    expect(text).toContain('| /m/agent → /m/home | failed: timeout |');
  });
});

describe('startCausesJson', () => {
  it('keeps every page: its numbers, or its error', () => {
    const json = startCausesJson(ENTRIES);
    expect(json.routes[0]).toMatchObject({
      route: '/m/home',
      endedOn: null,
      blockingMs: 412,
      causesMs: HOME.causesMs,
    });
    expect(json.routes[1]).toEqual({ route: '/m/agent', endedOn: '/m/home', error: 'timeout' });
  });
});
