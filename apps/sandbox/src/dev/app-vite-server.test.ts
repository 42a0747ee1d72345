import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DevSetupError, keepAbsoluteMPaths, startAppVite } from './app-vite-server';

describe('keepAbsoluteMPaths', () => {
  it('undoes the base Vite puts in front of URLs already under /m/', () => {
    const html = `<link href="/m/m/favicon.svg"><link href='/m/m/config.json'><script src="/m/src/main.tsx">`;
    expect(keepAbsoluteMPaths(html, '/m/')).toBe(
      `<link href="/m/favicon.svg"><link href='/m/config.json'><script src="/m/src/main.tsx">`,
    );
    expect(keepAbsoluteMPaths('<link href="/m/agent-app/m/favicon.svg">', '/m/agent-app/')).toBe(
      '<link href="/m/favicon.svg">',
    );
  });
});

describe('startAppVite', () => {
  it('stops with a readable DevSetupError when the app has no vite.config.ts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'wps-dev-'));
    try {
      const start = startAppVite('player', dir, '/m/', createServer());
      await expect(start).rejects.toBeInstanceOf(DevSetupError);
      await expect(start).rejects.toThrow(/vite\.config\.ts is missing: the player app is not set up yet/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
