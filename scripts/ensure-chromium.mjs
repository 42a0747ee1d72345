#!/usr/bin/env node
// Makes sure Debian's Chromium is present for the end-to-end tests, Storybook checks and Lighthouse.
// Playwright never downloads a browser here, so the system package is the browser.
import { CHROMIUM_PATH } from './chromium.mjs';
import { ensureDebianPackage } from './debian-package.mjs';

ensureDebianPackage({
  name: 'Chromium',
  pkg: 'chromium',
  binary: CHROMIUM_PATH,
  pathVariable: 'CHROMIUM_PATH',
  versionArgs: ['--version'],
});
