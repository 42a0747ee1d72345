import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** The floor app's sources: React, ReactDOM and React Router with one route. */
export const FLOOR_SOURCE_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../floor');

export interface FloorBuild {
  /** Temporary directory holding the production build (index.html + assets/). */
  readonly dir: string;
  /** Removes the temporary directory. */
  dispose(): void;
}

/** Builds the floor app in production mode with base `/` into a fresh temporary directory. */
export async function buildFloor(): Promise<FloorBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'wps-mobile-bench-floor-'));
  try {
    await build({
      root: FLOOR_SOURCE_DIR,
      base: '/',
      mode: 'production',
      configFile: false,
      envDir: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: dir, emptyOutDir: true, reportCompressedSize: false },
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
