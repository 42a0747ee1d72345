#!/usr/bin/env node
// The consumer test (part of `pnpm test`): proves a merchant team outside this workspace can adopt the five
// published packages. It starts a throwaway Verdaccio, publishes the packages there through `pnpm release`
// (nothing in the repository changes: no version bump, no git tag), installs them with npm into a temporary
// copy of consumer/merchant-app (third-party packages from the usual registry, npm's cache kept under
// node_modules/.cache), type-checks it with skipLibCheck off under the oldest TypeScript the packages claim,
// builds it with Vite, runs its own Vitest test (on @wps-mobile/api-client/mocks) and drives the built app in
// Chromium against the sandbox gateway. It prints "N passed (Ts)" like Playwright, for scripts/ci-summary.mjs.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserChecks } from './consumer-test-browser.mjs';
import { freePort, run, start, waitForHttp } from './consumer-test-processes.mjs';
import { publishedVersions, startRegistry } from './consumer-test-registry.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['config', 'session', 'api-client', 'i18n', 'ui'];
const started = Date.now();
const say = (text) => process.stdout.write(`[consumer] ${text}\n`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

async function step(name, action) {
  const since = Date.now();
  say(`${name}…`);
  const result = await action();
  say(`${name}: done in ${seconds(since)}`);
  return result;
}

const upstream =
  execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim() ||
  'https://registry.npmjs.org/';
const work = mkdtempSync(join(tmpdir(), 'wps-consumer-'));
const cache = join(root, 'node_modules/.cache/consumer-npm');
const stops = [];
let failures = 0;
let passes = 0;

try {
  const registry = await step('Verdaccio', () => startRegistry(work, upstream));
  stops.push(registry.stop);
  const host = registry.url.replace(/^http:/, '');
  const npmrc = join(work, 'npmrc');
  // The only npm configuration the test uses: our scope from Verdaccio, the rest from the usual registry.
  writeFileSync(
    npmrc,
    [
      `registry=${upstream}`,
      `@wps-mobile:registry=${registry.url}`,
      `${host}:_authToken=${registry.token}`,
      `cache=${cache}`,
      'audit=false',
      'fund=false',
      'update-notifier=false',
      '',
    ].join('\n'),
  );
  const npmEnv = { ...process.env, NPM_CONFIG_USERCONFIG: npmrc, npm_config_userconfig: npmrc };

  await step('pnpm release to Verdaccio', () =>
    run('pnpm', ['release', '--no-git-tag'], {
      cwd: root,
      env: { ...npmEnv, npm_config_registry: registry.url, NPM_CONFIG_REGISTRY: registry.url },
    }),
  );
  const versions = Object.fromEntries(
    PACKAGES.map((name) => [
      `@wps-mobile/${name}`,
      readJson(join(root, 'packages', name, 'package.json')).version,
    ]),
  );
  for (const [name, version] of Object.entries(versions)) {
    if (!(await publishedVersions(registry.url, name)).includes(version)) {
      throw new Error(`${name}@${version} is not in Verdaccio after pnpm release`);
    }
  }

  const app = join(work, 'merchant-app');
  cpSync(join(root, 'consumer/merchant-app'), app, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  const manifest = readJson(join(app, 'package.json'));
  Object.assign(manifest.dependencies, versions);
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  mkdirSync(cache, { recursive: true });

  const installLog = await step('npm install', () =>
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: app, env: npmEnv }),
  );
  if (/EBADENGINE/.test(installLog)) throw new Error('npm install printed EBADENGINE');
  // One copy of everything that holds a React context or a singleton, shared by the app and our packages.
  for (const name of ['react', 'react-dom', 'i18next', 'react-i18next', 'react-redux', '@reduxjs/toolkit']) {
    const copies = execFileSync('npm', ['ls', name, '--all', '--parseable'], {
      cwd: app,
      env: npmEnv,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    if (new Set(copies).size !== 1)
      throw new Error(`${name} is installed ${copies.length} times:\n${copies.join('\n')}`);
  }

  const bin = (name) => join(app, 'node_modules/.bin', name);
  const typescript = readJson(join(app, 'node_modules/typescript/package.json')).version;
  await step(`tsc --noEmit (TypeScript ${typescript}, skipLibCheck off)`, () =>
    run(bin('tsc'), ['--noEmit'], { cwd: app }),
  );
  await step('vite build', () => run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: app }));
  await step('the app’s Vitest test', () =>
    run(bin('vitest'), ['run'], { cwd: app, env: { ...process.env, CI: 'true' } }),
  );

  const gatewayPort = await freePort();
  const gateway = start('sandbox gateway', 'pnpm', ['--filter', '@wps-mobile/sandbox', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(gatewayPort), HOST: '127.0.0.1', WPS_SANDBOX_DATA: ':memory:' },
  });
  stops.push(gateway.stop);
  const previewPort = await freePort();
  const preview = start(
    'vite preview',
    bin('vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'],
    {
      cwd: app,
      env: { ...process.env, WPS_GATEWAY: `http://127.0.0.1:${gatewayPort}` },
    },
  );
  stops.push(preview.stop);
  const appUrl = `http://127.0.0.1:${previewPort}/`;
  await step('sandbox and preview', () =>
    Promise.all([
      waitForHttp(gateway, `http://127.0.0.1:${gatewayPort}/wps/`, { anyStatus: true }),
      waitForHttp(preview, appUrl),
    ]),
  );

  const arabic = readJson(join(root, 'packages/i18n/src/locales/ar/app.json'));
  const english = readJson(join(root, 'packages/i18n/src/locales/en/app.json'));
  const results = await step('Chromium', () =>
    browserChecks(appUrl, {
      username: 'player01',
      password: 'Player123',
      balance: '1250.50',
      noDataEnglish: english.noData,
      noDataArabic: arabic.noData,
    }),
  );
  for (const [name, error] of results) {
    if (error) {
      failures += 1;
      say(`  ✘ ${name}: ${error.message.split('\n')[0]}`);
    } else {
      passes += 1;
      say(`  ✓ ${name}`);
    }
  }
} catch (error) {
  failures += 1;
  process.stderr.write(`[consumer] ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  for (const stop of stops.reverse()) stop();
  rmSync(work, { recursive: true, force: true });
}

// Playwright's summary shape, so scripts/ci-summary.mjs counts the browser checks.
process.stdout.write(`\n  ${passes} passed (${seconds(started)})\n`);
if (failures) process.stdout.write(`  ${failures} failed\n`);
say(`consumer test ${failures ? 'FAILED' : 'passed'} in ${seconds(started)}`);
process.exit(failures ? 1 : 0);
