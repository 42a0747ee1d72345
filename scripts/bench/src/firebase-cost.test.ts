import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brotliFileSize } from './bundle-size';
import { firebaseCostLine, measureFirebaseCost } from './firebase-cost';
import { emptyMeasurements } from './measured';
import { TARGETS } from './targets';

const dist = mkdtempSync(join(tmpdir(), 'firebase-cost-'));
mkdirSync(join(dist, 'assets'));
const chunk = join(dist, 'assets', 'firebase-auth-Ab12.js');
const entry = join(dist, 'assets', 'index-Cd34.js');
writeFileSync(chunk, 'export const sdk = "firebase";'.repeat(50));
writeFileSync(entry, 'import("./firebase-auth-Ab12.js");');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const sized = (files: string[]) => ({
  js: { bytes: 0, kb: 0, files },
  css: { bytes: 0, kb: 0, files: [] },
});

describe('firebase cost', () => {
  it('names the chunk and counts 0 bytes for pages that never loaded it', () => {
    const measurements = emptyMeasurements(TARGETS.slice(0, 2));
    for (const { measured } of measurements.routes) measured.beforeRender = sized([entry]);
    const cost = measureFirebaseCost(dist, measurements);
    expect(cost.chunk).toEqual({ file: 'firebase-auth-Ab12.js', bytes: brotliFileSize(chunk) });
    expect(firebaseCostLine(cost)).toMatch(
      /^firebase SDK: firebase-auth-Ab12\.js \d+\.\d KB brotli \(lazy\); loaded by a visitor with firebase off: \/m\/home 0 B, \/m\/login 0 B$/,
    );
  });

  it('counts the chunk where a page did load it', () => {
    const measurements = emptyMeasurements(TARGETS.slice(1, 2));
    const login = measurements.routes[0];
    if (login)
      login.measured.firstScreen = {
        ...sized([entry, chunk]),
        url: '',
        finalUrl: '',
        unmapped: [],
        blockedExternal: [],
      };
    expect(measureFirebaseCost(dist, measurements).pages).toEqual([
      { label: '/m/login', beforeRender: 0, firstScreen: brotliFileSize(chunk) },
    ]);
  });
});
