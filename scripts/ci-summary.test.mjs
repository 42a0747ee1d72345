import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closingLine, summarize } from './ci-summary.mjs';

test('counts a Playwright run that took minutes, next to Vitest and a short Playwright run', () => {
  const log = [
    '@wps-mobile/ui:test:       Tests  582 passed (582)',
    '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[32m303 passed\u001b[39m\u001b[22m\u001b[90m (303)\u001b[39m',
    '  3 passed (76.5s)',
    '  316 passed (16.4m)',
  ].join('\n');
  assert.deepEqual(summarize(log), { passed: 1204, failed: 0, skipped: 0, flaky: 0 });
});

test('counts failures, skips and flaky tests, in Playwright and Vitest alike', () => {
  const log = [
    '      Tests  2 failed | 40 passed | 1 skipped (43)',
    '  1 failed',
    '  2 flaky',
    '  5 skipped',
    '  300 passed (1.1h)',
  ].join('\n');
  const counts = summarize(log);
  assert.deepEqual(counts, { passed: 342, failed: 3, skipped: 6, flaky: 2 });
  assert.equal(closingLine(counts), '342 passed, 3 failed, 6 skipped (2 flaky)');
});

test("counts Node's test runner, and ignores lines that only look like summaries", () => {
  const log = [
    '# pass 3',
    '# fail 1',
    'ℹ pass 2',
    'the 12 passed checks (see above)',
    '  7 passed in total',
  ].join('\n');
  assert.deepEqual(summarize(log), { passed: 5, failed: 1, skipped: 0, flaky: 0 });
});
