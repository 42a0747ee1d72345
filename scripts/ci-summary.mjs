#!/usr/bin/env node
// Adds up the test counts that Vitest ("Tests  12 passed (12)") and Playwright ("  9 passed (14.2s)") print,
// and prints them as one closing line, so a reader of CI output sees the whole run at a glance.
import { readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- colour codes start with the ESC control character
const log = readFileSync(process.argv[2] ?? 0, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
for (const line of log.split('\n')) {
  const vitest = /^\s*(?:\S+\s+)?Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  const playwright = /^\s+(\d+) (passed|failed|skipped|flaky)(?: \([\d.]+m?s\))?\s*$/.exec(line);
  if (vitest?.[1]) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    skipped += Number(/(\d+) skipped/.exec(vitest[1])?.[1] ?? 0);
  } else if (playwright) {
    const count = Number(playwright[1]);
    // A flaky test passed on its retry: it counts as passed, and the closing line says how many there were.
    if (playwright[2] === 'flaky') flaky += count;
    if (playwright[2] === 'passed' || playwright[2] === 'flaky') passed += count;
    else if (playwright[2] === 'failed') failed += count;
    else skipped += count;
  }
}
if (passed + failed === 0) {
  console.error('No test summary found in the output.');
  process.exit(1);
}
console.log(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky ? ` (${flaky} flaky)` : ''}`,
);
process.exit(failed > 0 ? 1 : 0);
