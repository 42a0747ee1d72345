import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root: the nearest folder above this script holding `pnpm-workspace.yaml`. */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${start}`);
    dir = parent;
  }
}

/** The two front-end builds, where they land and the URL prefix each is served under. */
export interface AppBuild {
  readonly name: 'player' | 'agent';
  readonly packageName: string;
  readonly distDir: string;
  /** URL prefix of the build's assets (the Vite `base`). */
  readonly base: string;
}

export function appBuilds(root: string): readonly AppBuild[] {
  return [
    {
      name: 'player',
      packageName: '@wps-mobile/player',
      distDir: join(root, 'apps/player/dist'),
      base: '/m/',
    },
    {
      name: 'agent',
      packageName: '@wps-mobile/agent',
      distDir: join(root, 'apps/agent/dist'),
      base: '/m/agent-app/',
    },
  ];
}

/** Runs a command with inherited output; rejects when it exits non-zero. */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (code === 0) done();
      else fail(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Production builds of both apps through Turborepo (they read the workspace packages from source). */
export async function buildApps(root: string): Promise<readonly AppBuild[]> {
  const apps = appBuilds(root);
  const filters = apps.map((app) => `--filter=${app.packageName}`);
  // A build restored from Turborepo's cache is written over the old folder: files of earlier builds would stay
  // and count in the sizes. Each app's folder starts empty.
  for (const app of apps) rmSync(app.distDir, { recursive: true, force: true });
  await run('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], root, {
    ...process.env,
    TURBO_TELEMETRY_DISABLED: '1',
  });
  for (const app of apps) {
    const index = join(app.distDir, 'index.html');
    if (!existsSync(index)) throw new Error(`The ${app.name} build did not produce ${index}`);
  }
  return apps;
}
