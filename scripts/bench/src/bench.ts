/**
 * `pnpm bench`: builds both apps in production mode, serves them through the real gateway, builds and serves a
 * minimal floor app, then measures bundle sizes (static analysis and in Chromium) and Lighthouse mobile metrics.
 * It reports against the budgets and never fails on them; it exits non-zero only when a step breaks.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownerOf } from '@wps-mobile/config';
import { appBuilds, buildApps, findRepoRoot, type AppBuild } from './build';
import {
  beforeRenderFiles,
  buildSize,
  parseHtmlAssets,
  sizeByKind,
  toKb,
  type Mount,
  type SizedFiles,
} from './bundle-size';
import { CHROMIUM_PATH } from './chromium';
import { openFirstScreenBrowser, type FirstScreenBrowser, type FirstScreenResult } from './first-screen';
import { buildFloor, type FloorBuild } from './floor';
import { runLighthouse, type LighthouseResult } from './lighthouse-run';
import {
  BUDGETS,
  renderReport,
  type BundleRow,
  type ComparisonRow,
  type KbPair,
  type LighthouseRow,
} from './report';
import { startGateway, type Gateway } from './serve-gateway';
import { startStaticServer, type StaticServer } from './static-server';

interface Target {
  /** As shown in the tables. */
  readonly label: string;
  /** Path and query on the server. */
  readonly path: string;
  readonly jsBudgetKb?: number;
  /** Compared with the floor app in the last table. */
  readonly compare: boolean;
}

/** The routes ARCHITECTURE.md sets budgets for. */
const TARGETS: readonly Target[] = [
  { label: '/m/home', path: '/m/home', jsBudgetKb: BUDGETS.homeJsKb, compare: true },
  { label: '/m/login', path: '/m/login', compare: true },
  { label: '/m/gameList?gameType=RNG', path: '/m/gameList?gameType=RNG', compare: false },
  { label: '/m/agent', path: '/m/agent', compare: false },
];
const FLOOR_LABEL = 'floor /';

interface Measured {
  beforeRender?: SizedFiles;
  firstScreen?: FirstScreenResult;
  lighthouse?: LighthouseResult;
  errors: string[];
}

function parseRuns(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1 || runs > 25)
    throw new Error(`BENCH_RUNS must be an integer from 1 to 25, got "${value}"`);
  return runs;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function log(text: string): void {
  process.stderr.write(`[bench] ${text}\n`);
}

async function attempt<T>(what: string, into: Measured, task: () => Promise<T> | T): Promise<T | undefined> {
  try {
    return await task();
  } catch (error) {
    into.errors.push(`${what}: ${message(error)}`);
    log(`FAILED ${what}: ${message(error)}`);
    return undefined;
  }
}

function chromiumVersion(): string {
  try {
    const version = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /^\S+ [\d.]+/.exec(version.trim())?.[0] ?? version.trim();
  } catch {
    return CHROMIUM_PATH;
  }
}

function relativeFiles(files: readonly string[], root: string): string[] {
  return files.map((file) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file));
}

function sizesJson(sizes: SizedFiles | FirstScreenResult | undefined, root: string) {
  if (!sizes) return null;
  return {
    js: { kb: sizes.js.kb, bytes: sizes.js.bytes, files: relativeFiles(sizes.js.files, root) },
    css: { kb: sizes.css.kb, bytes: sizes.css.bytes, files: relativeFiles(sizes.css.files, root) },
  };
}

/** Path and query a measurement ended on, when it differs from the one requested (a redirect). */
function redirectOf(result: { url: string; finalUrl: string } | undefined): string | undefined {
  if (!result) return undefined;
  const requested = new URL(result.url);
  const final = new URL(result.finalUrl);
  const shown = `${final.pathname}${final.search}`;
  return shown === `${requested.pathname}${requested.search}` ? undefined : shown;
}

const kbPair = (sizes: SizedFiles | FirstScreenResult | undefined): KbPair => ({
  js: sizes?.js.kb,
  css: sizes?.css.kb,
});

async function main(): Promise<number> {
  const started = Date.now();
  const root = findRepoRoot();
  const runs = parseRuns(process.env.BENCH_RUNS);
  const floorOnly = process.env.BENCH_FLOOR_ONLY === '1';
  const resultsDir = join(root, 'bench-results');
  const jsonPath = join(resultsDir, 'bench.json');

  let gateway: Gateway | undefined;
  let floorServer: StaticServer | undefined;
  let floor: FloorBuild | undefined;
  let browser: FirstScreenBrowser | undefined;
  const cleanup = async (): Promise<void> => {
    await browser?.close().catch(() => undefined);
    await gateway?.stop().catch(() => undefined);
    await floorServer?.close().catch(() => undefined);
    floor?.dispose();
    browser = undefined;
    gateway = undefined;
    floorServer = undefined;
    floor = undefined;
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    log(`${signal}: stopping`);
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    let apps: readonly AppBuild[] = appBuilds(root);
    if (floorOnly) {
      log('BENCH_FLOOR_ONLY=1: skipping the app builds and the gateway');
    } else {
      log('building player and agent (production) with turbo');
      apps = await buildApps(root);
    }

    log('building the floor app');
    floor = await buildFloor();
    const floorDir = floor.dir;
    floorServer = await startStaticServer(floorDir);
    const floorOrigin = floorServer.origin;
    const floorMounts: Mount[] = [{ base: '/', dir: floorDir }];

    // The gateway serves the player build under /m/ and the agent build under /m/agent-app/.
    const mounts: Mount[] = apps.map((app) => ({ base: app.base, dir: app.distDir }));
    let gatewayOrigin = '';
    if (!floorOnly) {
      log('starting the gateway');
      gateway = await startGateway(root);
      gatewayOrigin = gateway.origin;
      log(`gateway ready at ${gatewayOrigin}`);
    }

    const targets = floorOnly ? [] : TARGETS;
    const measured = new Map<string, Measured>(targets.map((t) => [t.label, { errors: [] }]));
    const entryOf = (target: Target): Measured => {
      const entry = measured.get(target.label);
      if (!entry) throw new Error(`no entry for ${target.label}`);
      return entry;
    };
    const notes: string[] = [];

    // (a) Before first render, from the built files.
    for (const target of targets) {
      const entry = entryOf(target);
      entry.beforeRender = await attempt(`before-render size of ${target.label}`, entry, async () => {
        const pathname = new URL(target.path, 'http://x').pathname;
        const owner = ownerOf(pathname);
        const app = apps.find((a) => a.name === owner);
        if (!app) throw new Error(`no app owns ${pathname}`);
        const html = readFileSync(join(app.distDir, 'index.html'), 'utf8');
        const pageUrl = `${gatewayOrigin}${target.path}`;
        const sizes = sizeByKind(beforeRenderFiles(html, pageUrl, mounts));
        // The gateway must serve that same document for the route; say so if it does not.
        const served = await fetch(pageUrl).then((r) => r.text());
        const key = (text: string): string => JSON.stringify(parseHtmlAssets(text));
        if (key(served) !== key(html)) {
          notes.push(
            `${target.label}: the gateway's HTML references other assets than ${app.name}/dist/index.html`,
          );
        }
        return sizes;
      });
    }
    const floorMeasured: Measured = { errors: [] };
    floorMeasured.beforeRender = await attempt('before-render size of the floor app', floorMeasured, () =>
      sizeByKind(
        beforeRenderFiles(readFileSync(join(floorDir, 'index.html'), 'utf8'), `${floorOrigin}/`, floorMounts),
      ),
    );

    // (a) To first screen, in Chromium.
    log(`measuring what Chromium loads to the first screen (${CHROMIUM_PATH})`);
    const chromium = await openFirstScreenBrowser();
    browser = chromium;
    for (const target of targets) {
      const entry = entryOf(target);
      entry.firstScreen = await attempt(`first screen of ${target.label}`, entry, () =>
        chromium.measure(`${gatewayOrigin}${target.path}`, mounts),
      );
    }
    floorMeasured.firstScreen = await attempt('first screen of the floor app', floorMeasured, () =>
      chromium.measure(`${floorOrigin}/`, floorMounts),
    );
    await chromium.close();
    browser = undefined;

    // (b) Lighthouse.
    for (const target of targets) {
      const entry = entryOf(target);
      log(`lighthouse ${target.label} (${runs} run${runs > 1 ? 's' : ''})`);
      entry.lighthouse = await attempt(`lighthouse ${target.label}`, entry, () =>
        runLighthouse(`${gatewayOrigin}${target.path}`, runs),
      );
    }
    log(`lighthouse ${FLOOR_LABEL} (${runs} run${runs > 1 ? 's' : ''})`);
    floorMeasured.lighthouse = await attempt('lighthouse floor', floorMeasured, () =>
      runLighthouse(`${floorOrigin}/`, runs),
    );

    // Whole builds.
    const buildRows = floorOnly
      ? []
      : apps.map((app) => {
          const size = buildSize(app.distDir);
          return { label: app.name, size };
        });
    const totalJs = buildRows.reduce((t, r) => t + r.size.js.bytes, 0);
    const totalCss = buildRows.reduce((t, r) => t + r.size.css.bytes, 0);
    const floorBuild = buildSize(floorDir);

    await cleanup();

    // Notes: redirects, unmapped responses, external requests, errors.
    const endedOn = new Map<string, string>();
    for (const [label, entry] of [...measured.entries(), [FLOOR_LABEL, floorMeasured] as const]) {
      const fs = entry.firstScreen;
      const lh = entry.lighthouse;
      const redirect = redirectOf(fs) ?? redirectOf(lh);
      if (redirect) {
        endedOn.set(label, redirect);
        const by = [redirectOf(fs) ? 'Chromium' : '', redirectOf(lh) ? 'Lighthouse' : '']
          .filter(Boolean)
          .join(' and ');
        notes.push(`${label}: redirected to ${redirect} (seen by ${by}); its numbers include that page`);
      }
      if (fs && fs.unmapped.length > 0) {
        notes.push(
          `${label}: ${fs.unmapped.length} JS/CSS response(s) not found in a dist, sized from the response body`,
        );
      }
      if (fs && fs.blockedExternal.length > 0) {
        notes.push(
          `${label}: blocked ${fs.blockedExternal.length} request(s) to other origins (${fs.blockedExternal.slice(0, 3).join(', ')})`,
        );
      }
      if (lh && lh.externalRequests.length > 0)
        notes.push(`${label}: Lighthouse saw ${lh.externalRequests.length} request(s) to other origins`);
      for (const warning of lh?.warnings ?? []) {
        // Lighthouse's own redirect warning repeats the note above.
        if (redirect && /was redirected to/.test(warning)) continue;
        notes.push(`${label}: Lighthouse warning: ${warning}`);
      }
      for (const error of entry.errors) notes.push(`ERROR ${error}`);
    }
    const shown = (label: string): string => {
      const redirect = endedOn.get(label);
      return redirect ? `${label} → ${redirect}` : label;
    };

    const bundleRows: BundleRow[] = [
      ...targets.map((t) => {
        const entry = entryOf(t);
        return {
          label: shown(t.label),
          beforeRender: kbPair(entry.beforeRender),
          toFirstScreen: kbPair(entry.firstScreen),
          jsBudgetKb: t.jsBudgetKb,
        };
      }),
      {
        label: FLOOR_LABEL,
        beforeRender: kbPair(floorMeasured.beforeRender),
        toFirstScreen: kbPair(floorMeasured.firstScreen),
      },
    ];
    const lighthouseRows: LighthouseRow[] = [
      ...targets.map((t) => ({
        label: shown(t.label),
        metrics: entryOf(t).lighthouse?.median,
        budgeted: true,
      })),
      { label: FLOOR_LABEL, metrics: floorMeasured.lighthouse?.median, budgeted: false },
    ];
    const comparisonRows: ComparisonRow[] = targets
      .filter((t) => t.compare)
      .map((t) => {
        const entry = entryOf(t);
        return {
          label: t.label,
          oursJsKb: entry.beforeRender?.js.kb,
          floorJsKb: floorMeasured.beforeRender?.js.kb,
          oursLcp: entry.lighthouse?.median.lcp,
          floorLcp: floorMeasured.lighthouse?.median.lcp,
          oursScore: entry.lighthouse?.median.score,
          floorScore: floorMeasured.lighthouse?.median.score,
        };
      });

    const lighthouseVersion =
      floorMeasured.lighthouse?.lighthouseVersion ??
      [...measured.values()].find((m) => m.lighthouse)?.lighthouse?.lighthouseVersion ??
      '?';
    const runsLabel = runs === 1 ? '1 run' : `median of ${runs}`;
    const browserName = chromiumVersion();
    const report = renderReport(
      {
        title: `wps-mobile benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
        subtitle: [
          `Lighthouse ${lighthouseVersion}, mobile form factor (simulated slow 4G, 4x CPU), performance only; ${browserName}; Node ${process.version}`,
          `Sizes are brotli quality 11, per file, summed, in KB of 1024 bytes. Budgets are reported, not enforced.`,
        ],
        bundles: bundleRows,
        build: [
          ...buildRows.map((r) => ({ label: r.label, js: r.size.js.kb, css: r.size.css.kb })),
          ...(buildRows.length > 0 ? [{ label: 'both apps', js: toKb(totalJs), css: toKb(totalCss) }] : []),
          { label: 'floor app', js: floorBuild.js.kb, css: floorBuild.css.kb },
        ],
        lighthouse: lighthouseRows,
        comparison: comparisonRows,
        notes,
        jsonPath: jsonPath.startsWith(`${root}/`) ? jsonPath.slice(root.length + 1) : jsonPath,
      },
      runsLabel,
    );

    const errors = [...[...measured.values()].flatMap((m) => m.errors), ...floorMeasured.errors];
    const json = {
      generatedAt: new Date().toISOString(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      environment: {
        node: process.version,
        chromium: browserName,
        lighthouse: lighthouseVersion,
        runs,
        floorOnly,
      },
      budgets: BUDGETS,
      routes: targets.map((t) => {
        const entry = entryOf(t);
        return {
          route: t.path,
          app: ownerOf(new URL(t.path, 'http://x').pathname) ?? null,
          beforeRender: sizesJson(entry.beforeRender, root),
          endedOn: endedOn.get(t.label) ?? null,
          toFirstScreen: entry.firstScreen
            ? { finalUrl: entry.firstScreen.finalUrl, ...sizesJson(entry.firstScreen, root) }
            : null,
          lighthouse: entry.lighthouse
            ? {
                finalUrl: entry.lighthouse.finalUrl,
                median: entry.lighthouse.median,
                runs: entry.lighthouse.runs,
              }
            : null,
          jsBudgetKb: t.jsBudgetKb ?? null,
          errors: entry.errors,
        };
      }),
      build: {
        ...Object.fromEntries(
          buildRows.map((r) => [
            r.label,
            {
              js: { kb: r.size.js.kb, bytes: r.size.js.bytes },
              css: { kb: r.size.css.kb, bytes: r.size.css.bytes },
            },
          ]),
        ),
        ...(buildRows.length > 0
          ? {
              total: {
                js: { kb: toKb(totalJs), bytes: totalJs },
                css: { kb: toKb(totalCss), bytes: totalCss },
              },
            }
          : {}),
      },
      floor: {
        stack: 'react + react-dom + react-router (createBrowserRouter, one route)',
        build: {
          js: { kb: floorBuild.js.kb, bytes: floorBuild.js.bytes },
          css: { kb: floorBuild.css.kb, bytes: floorBuild.css.bytes },
        },
        beforeRender: floorMeasured.beforeRender
          ? {
              js: { kb: floorMeasured.beforeRender.js.kb, bytes: floorMeasured.beforeRender.js.bytes },
              css: { kb: floorMeasured.beforeRender.css.kb, bytes: floorMeasured.beforeRender.css.bytes },
            }
          : null,
        toFirstScreen: floorMeasured.firstScreen
          ? {
              js: { kb: floorMeasured.firstScreen.js.kb, bytes: floorMeasured.firstScreen.js.bytes },
              css: { kb: floorMeasured.firstScreen.css.kb, bytes: floorMeasured.firstScreen.css.bytes },
            }
          : null,
        lighthouse: floorMeasured.lighthouse
          ? { median: floorMeasured.lighthouse.median, runs: floorMeasured.lighthouse.runs }
          : null,
        errors: floorMeasured.errors,
      },
      comparison: comparisonRows.map((row) => ({
        route: row.label,
        jsKbRatio:
          row.oursJsKb !== undefined && row.floorJsKb
            ? Math.round((row.oursJsKb / row.floorJsKb) * 100) / 100
            : null,
        lcpRatio:
          row.oursLcp !== undefined && row.floorLcp
            ? Math.round((row.oursLcp / row.floorLcp) * 100) / 100
            : null,
        scoreDifference:
          row.oursScore !== undefined && row.floorScore !== undefined ? row.oursScore - row.floorScore : null,
      })),
      notes,
    };
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(jsonPath, `${JSON.stringify(json, null, 2)}\n`);

    process.stdout.write(`\n${report}\n`);
    if (errors.length > 0) {
      log(`${errors.length} measurement(s) failed; see the notes above`);
      return 1;
    }
    log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
    return 0;
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  },
);
