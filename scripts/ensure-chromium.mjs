#!/usr/bin/env node
// Makes sure Debian's Chromium is present for the end-to-end tests, Storybook checks and Lighthouse.
// Playwright never downloads a browser here (the machines reach only the npm registry and Debian's packages),
// so the system package is the browser. As root it is installed; otherwise we stop and say what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH as chromium } from './chromium.mjs';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (isExecutable(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      "Install Debian's Chromium first:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at an installed Chromium binary, then run the command again.',
  );
  process.exit(1);
}

console.log('Installing Debian Chromium (apt-get install chromium)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
    process.exit(1);
  }
}
if (!isExecutable(chromium)) {
  console.error(`Chromium was installed but ${chromium} is still missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log(execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim());
