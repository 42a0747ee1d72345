#!/usr/bin/env node
// Runs the Firebase Auth emulator (firebase-tools, a root devDependency) for the end-to-end tests and `pnpm dev`:
// Node only (no Java), offline, no login. Usage: node scripts/auth-emulator.mjs <port> <project id>
// The project id must start with `demo-`: Firebase then knows no real project is meant and never calls Google.
// The emulator also takes the two ports after <port> (its hub and its log stream), so checkouts never share one.
// Everything the CLI would write (its settings, debug logs) goes to a temporary folder, removed on exit.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [portText = '9099', projectId = 'demo-wps'] = process.argv.slice(2);
const port = Number(portText);
if (!Number.isInteger(port) || !projectId.startsWith('demo-')) {
  console.error('usage: node scripts/auth-emulator.mjs <port> <demo-project-id>');
  process.exit(2);
}

const home = mkdtempSync(path.join(tmpdir(), 'wps-auth-emulator-'));
const host = '127.0.0.1';
writeFileSync(
  path.join(home, 'firebase.json'),
  JSON.stringify({
    emulators: {
      auth: { host, port },
      hub: { host, port: port + 1 },
      logging: { host, port: port + 2 },
      ui: { enabled: false },
    },
  }),
);
// The CLI fetches a message of the day at start unless it has a fresh one: a fresh, empty one it gets, so it asks
// the network for nothing (its usage reports are off unless someone opted in at `firebase login`).
mkdirSync(path.join(home, 'configstore'));
writeFileSync(
  path.join(home, 'configstore', 'firebase-tools.json'),
  JSON.stringify({ motd: { fetched: Date.now() } }),
);

const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
const emulator = spawn(
  process.execPath,
  [cli, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', 'firebase.json'],
  {
    cwd: home,
    stdio: 'inherit',
    env: { ...process.env, XDG_CONFIG_HOME: home, NO_UPDATE_NOTIFIER: '1', CI: '1' },
  },
);

const cleanUp = () => rmSync(home, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => emulator.kill(signal));
emulator.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
