#!/usr/bin/env node
// Adds up the test counts that Vitest ("Tests  12 passed (12)"), Playwright ("  9 passed (14.2s)", or "(16.4m)"
// for a long run) and Node's test runner ("# pass 3") print, and prints them as one closing line, so a reader of
// CI output sees the whole run at a glance.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const VITEST = /^\s*(?:\S+\s+)?Tests\s+(.*)\(\d+\)\s*$/;
// Playwright states how long the run took in ms, s, m or h.
const PLAYWRIGHT = /^\s+(\d+) (passed|failed|skipped|flaky)(?: \([\d.]+(?:ms|s|m|h)\))?\s*$/;
// Node's test runner: "# pass 3" (TAP, without a terminal) or "ℹ pass 3" (spec, in a terminal).
const NODE_TEST = /^(?:#|ℹ) (pass|fail|skipped) (\d+)\s*$/;

/** The counts of every test summary in a CI log. */
export function summarize(text) {
  // eslint-disable-next-line no-control-regex -- colour codes start with the ESC control character
  const log = text.replace(/\u001b\[[0-9;]*m/g, '');
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  for (const line of log.split('\n')) {
    const vitest = VITEST.exec(line);
    const playwright = PLAYWRIGHT.exec(line);
    const nodeTest = NODE_TEST.exec(line);
    if (vitest?.[1]) {
      counts.passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      counts.failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
      counts.skipped += Number(/(\d+) skipped/.exec(vitest[1])?.[1] ?? 0);
    } else if (playwright) {
      const count = Number(playwright[1]);
      // A flaky test passed on its retry: it counts as passed, and the closing line says how many there were.
      if (playwright[2] === 'flaky') counts.flaky += count;
      if (playwright[2] === 'passed' || playwright[2] === 'flaky') counts.passed += count;
      else if (playwright[2] === 'failed') counts.failed += count;
      else counts.skipped += count;
    } else if (nodeTest) {
      const key = { pass: 'passed', fail: 'failed', skipped: 'skipped' }[nodeTest[1]];
      counts[key] += Number(nodeTest[2]);
    }
  }
  return counts;
}

/** The closing line for `counts`. */
export function closingLine({ passed, failed, skipped, flaky }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky ? ` (${flaky} flaky)` : ''}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const counts = summarize(readFileSync(process.argv[2] ?? 0, 'utf8'));
  if (counts.passed + counts.failed === 0) {
    console.error('No test summary found in the output.');
    process.exit(1);
  }
  console.log(closingLine(counts));
  process.exit(counts.failed > 0 ? 1 : 0);
}
