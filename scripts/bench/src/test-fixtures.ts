/** Made-up measurements for the notes, rows and JSON tests; nothing here comes from a real run. */
import type { SizedFiles } from './bundle-size';
import type { FirstScreenResult } from './first-screen';
import type { LighthouseMetrics } from './lighthouse-metrics';
import type { LighthouseResult } from './lighthouse-run';
import type { Measured, Measurements } from './measured';
import type { Target } from './targets';

export const ROOT = '/repo';

export function sized(jsBytes: number, cssBytes: number, files: readonly string[] = []): SizedFiles {
  const kind = (bytes: number, ext: string) => ({
    bytes,
    kb: Math.round((bytes / 1024) * 10) / 10,
    files: files.filter((file) => file.endsWith(ext)),
  });
  return { js: kind(jsBytes, '.js'), css: kind(cssBytes, '.css') };
}

export function firstScreen(
  url: string,
  finalUrl = url,
  extra: Partial<FirstScreenResult> = {},
): FirstScreenResult {
  return { url, finalUrl, unmapped: [], blockedExternal: [], ...sized(2048, 512), ...extra };
}

export const METRICS: LighthouseMetrics = { score: 96, fcp: 1500, lcp: 2000, tbt: 100, cls: 0, si: 1600 };

export function lighthouse(
  url: string,
  finalUrl = url,
  extra: Partial<LighthouseResult> = {},
): LighthouseResult {
  return {
    url,
    finalUrl,
    runs: [METRICS],
    median: METRICS,
    warnings: [],
    externalRequests: [],
    lcpElements: ['main > img'],
    lighthouseVersion: '12.8.2',
    mainThread: [],
    ...extra,
  };
}

export const HOME: Target = { label: '/m/home', path: '/m/home', jsBudgetKb: 130, compare: true };
export const AGENT: Target = { label: '/m/agent', path: '/m/agent', compare: false };

/** `/m/home` measured in full, `/m/agent` redirected to `/m/home` with Lighthouse failing, and the floor app. */
export function sampleMeasurements(): Measurements {
  const home: Measured = {
    beforeRender: sized(122_000, 4096, [`${ROOT}/apps/player/dist/assets/index.js`]),
    firstScreen: firstScreen('http://127.0.0.1:1/m/home'),
    lighthouse: lighthouse('http://127.0.0.1:1/m/home'),
    errors: [],
  };
  const agent: Measured = {
    beforeRender: sized(50_000, 0),
    firstScreen: firstScreen('http://127.0.0.1:1/m/agent', 'http://127.0.0.1:1/m/home'),
    errors: ['lighthouse /m/agent: timed out'],
  };
  const floor: Measured = {
    beforeRender: sized(81_920, 0),
    firstScreen: firstScreen('http://127.0.0.1:2/'),
    lighthouse: lighthouse('http://127.0.0.1:2/', undefined, {
      median: { ...METRICS, score: 99, lcp: 1000 },
      lighthouseVersion: '12.9.0',
    }),
    errors: [],
  };
  return {
    routes: [
      { target: HOME, measured: home },
      { target: AGENT, measured: agent },
    ],
    floor,
  };
}
