/**
 * `pnpm bench`: builds both apps in production mode, serves them through the real gateway, builds and serves a
 * minimal floor app, then measures bundle sizes (static analysis and in Chromium) and Lighthouse mobile metrics.
 * It reports against the budgets and never fails on them; it exits non-zero only when a step breaks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { benchJson, repoRelative } from './bench-json';
import { appBuilds, buildApps, findRepoRoot, type AppBuild } from './build';
import { CHROMIUM_PATH, chromiumVersion } from './chromium';
import { lighthouseVersionOf, runsLabel, type BenchRun } from './bench-run';
import { openFirstScreenBrowser, type FirstScreenBrowser } from './first-screen';
import { buildFloor, type FloorBuild } from './floor';
import { errorMessage, log } from './log';
import { allErrors, emptyMeasurements, type Sites } from './measured';
import { collectNotes, endedOnByLabel } from './notes';
import { renderReport } from './report';
import { comparisonRows, reportInput } from './report-rows';
import { measureScrollLongTasks, scrollReport, type ScrollResult } from './scroll-long-tasks';
import { startGateway, type Gateway } from './serve-gateway';
import { measureBeforeRender } from './stage-before-render';
import { measureBuildSizes } from './stage-build-size';
import { fetchFieldData, fieldDataReport, type FieldDataP75 } from './field-data';
import { firebaseCostLine, measureFirebaseCost } from './firebase-cost';
import { chainsReport, measureCriticalChains } from './stage-critical-chain';
import { measureFirstScreen } from './stage-first-screen';
import { measureLighthouse } from './stage-lighthouse';
import { measureOfflineStart, offlineStartReport } from './stage-offline-start';
import { measureStartCauses } from './stage-start-causes';
import { measureWarmVisit, warmVisitReport } from './stage-warm-visit';
import { startCausesJson, startCausesReport } from './start-causes-report';
import { startStaticServer, type StaticServer } from './static-server';
import { parseRuns, selectTargets } from './targets';

async function main(): Promise<number> {
  const started = Date.now();
  const root = findRepoRoot();
  const runs = parseRuns(process.env.BENCH_RUNS);
  const floorOnly = process.env.BENCH_FLOOR_ONLY === '1';
  const scrollOnly = process.env.BENCH_SCROLL_ONLY === '1';
  const targets = selectTargets(process.env.BENCH_ROUTES);
  // A chosen subset of routes is a quick look at those pages: the scroll and repeat-visit stages are skipped.
  const someRoutes = process.env.BENCH_ROUTES !== undefined && process.env.BENCH_ROUTES.trim() !== '';
  const resultsDir = join(root, 'bench-results');
  const jsonPath = join(resultsDir, 'bench.json');
  const profilesDir = join(resultsDir, 'start-profiles');

  // Everything that outlives a stage, so that a signal or a failure can still stop it.
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
    if (process.env.BENCH_WARM_ONLY === '1' && !floorOnly) {
      log('BENCH_WARM_ONLY=1: only the repeat visit to home');
      gateway = await startGateway(root);
      const only = await measureWarmVisit(gateway.origin);
      process.stdout.write(`\n${warmVisitReport(only.result, only.error)}\n`);
      return only.result ? 0 : 1;
    }
    if (process.env.BENCH_OFFLINE_ONLY === '1' && !floorOnly) {
      log('BENCH_OFFLINE_ONLY=1: only the offline and dead-backend starts of home');
      gateway = await startGateway(root);
      const only = await measureOfflineStart(gateway.origin);
      process.stdout.write(`\n${offlineStartReport(only.result, only.error)}\n`);
      return only.result ? 0 : 1;
    }
    if (scrollOnly && !floorOnly) {
      log('BENCH_SCROLL_ONLY=1: only the scrolling of the game list');
      gateway = await startGateway(root);
      const only = await scrollStage(gateway.origin);
      process.stdout.write(`\n${scrollReport(only.result, only.error)}\n`);
      return only.result ? 0 : 1;
    }

    if (process.env.BENCH_START_ONLY === '1' && !floorOnly) {
      log("BENCH_START_ONLY=1: only the start's long tasks by cause");
      gateway = await startGateway(root);
      const entries = await measureStartCauses(
        gateway.origin,
        targets,
        gatewayMounts(apps),
        root,
        profilesDir,
      );
      await cleanup();
      mkdirSync(resultsDir, { recursive: true });
      // The page runs at a quarter of the machine's speed: what else the machine did shows in the numbers.
      const loadAverage = loadavg().map((load) => Math.round(load * 100) / 100);
      const environment = { node: process.version, chromium: chromiumVersion(), loadAverage };
      const output = {
        generatedAt: new Date().toISOString(),
        environment,
        startCauses: startCausesJson(entries),
      };
      writeFileSync(jsonPath, `${JSON.stringify(output, null, 2)}\n`);
      process.stdout.write(`\n${startCausesReport(entries)}\n`);
      return entries.every((entry) => entry.result) ? 0 : 1;
    }

    log('building the floor app');
    floor = await buildFloor();
    const floorDir = floor.dir;
    floorServer = await startStaticServer(floorDir);

    let gatewayOrigin = '';
    if (!floorOnly) {
      log('starting the gateway');
      gateway = await startGateway(root);
      gatewayOrigin = gateway.origin;
      log(`gateway ready at ${gatewayOrigin}`);
    }
    const sites: Sites = {
      gateway: { origin: gatewayOrigin, mounts: gatewayMounts(apps) },
      floor: { origin: floorServer.origin, mounts: [{ base: '/', dir: floorDir }] },
    };

    const measurements = emptyMeasurements(floorOnly ? [] : targets);
    const mismatches = await measureBeforeRender(measurements, sites, apps, floorDir);

    log(`measuring what Chromium loads to the first screen (${CHROMIUM_PATH})`);
    const chromium = await openFirstScreenBrowser();
    browser = chromium;
    await measureFirstScreen(measurements, sites, chromium);
    await chromium.close();
    browser = undefined;

    await measureLighthouse(measurements, sites, runs);
    await measureCriticalChains(measurements, sites);
    const scroll = floorOnly || someRoutes ? undefined : await scrollStage(gatewayOrigin);
    const warm = floorOnly || someRoutes ? undefined : await measureWarmVisit(gatewayOrigin);
    const offline = floorOnly || someRoutes ? undefined : await measureOfflineStart(gatewayOrigin);
    const starts = floorOnly
      ? undefined
      : await measureStartCauses(gatewayOrigin, targets, sites.gateway.mounts, root, profilesDir);
    const buildSizes = measureBuildSizes(apps, floorDir, floorOnly);
    const player = apps.find((app) => app.name === 'player');
    const firebase = player && !floorOnly ? measureFirebaseCost(player.distDir, measurements) : undefined;
    const fieldData = floorOnly ? undefined : await fieldDataStage(gatewayOrigin, started);
    await cleanup();

    const run: BenchRun = {
      environment: {
        node: process.version,
        chromium: chromiumVersion(),
        lighthouse: lighthouseVersionOf(measurements),
        runs,
        floorOnly,
      },
      measurements,
      endedOn: endedOnByLabel(measurements),
      buildSizes,
      comparison: comparisonRows(measurements),
      notes: collectNotes(measurements, mismatches),
    };
    const report = renderReport(
      reportInput({ ...run, now: new Date(), jsonPath: repoRelative(jsonPath, root) }),
      runsLabel(runs),
    );
    const json = benchJson({
      ...run,
      generatedAt: new Date(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      root,
    });
    const scrollJson = scroll && { scroll: scroll.result ?? { error: scroll.error } };
    mkdirSync(resultsDir, { recursive: true });
    const warmJson = warm && { warmVisit: warm.result ?? { error: warm.error } };
    const offlineJson = offline && { offlineStart: offline.result ?? { error: offline.error } };
    const firebaseJson = firebase && { firebase };
    const fieldDataJson = fieldData && { fieldData: fieldData.result ?? { error: fieldData.error } };
    const startsJson = starts && { startCauses: startCausesJson(starts) };
    const output = {
      ...json,
      ...scrollJson,
      ...warmJson,
      ...offlineJson,
      ...startsJson,
      ...firebaseJson,
      ...fieldDataJson,
    };
    writeFileSync(jsonPath, `${JSON.stringify(output, null, 2)}\n`);

    process.stdout.write(`\n${report}\n`);
    if (firebase) process.stdout.write(`\n${firebaseCostLine(firebase)}\n`);
    for (const chain of chainsReport(measurements)) process.stdout.write(`\n${chain}\n`);
    if (scroll) process.stdout.write(`\n${scrollReport(scroll.result, scroll.error)}\n`);
    if (warm) process.stdout.write(`\n${warmVisitReport(warm.result, warm.error)}\n`);
    if (offline) process.stdout.write(`\n${offlineStartReport(offline.result, offline.error)}\n`);
    if (starts) process.stdout.write(`\n${startCausesReport(starts)}\n`);
    if (fieldData) process.stdout.write(`\n${fieldDataReport(fieldData.result, fieldData.error)}\n`);
    const errors = allErrors(measurements);
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

/** The gateway serves the player build under /m/ and the agent build under /m/agent-app/. */
function gatewayMounts(apps: readonly AppBuild[]) {
  return apps.map((app) => ({ base: app.base, dir: app.distDir }));
}

/** The long tasks while scrolling 600+ games; a failure is reported, not thrown. */
async function scrollStage(origin: string): Promise<{ result?: ScrollResult; error?: string }> {
  log('scrolling the whole RNG game list with the CPU slowed 4x');
  try {
    return { result: await measureScrollLongTasks(origin) };
  } catch (error) {
    log(`FAILED scrolling: ${errorMessage(error)}`);
    return { error: errorMessage(error) };
  }
}

/** The p75 of the beacons this run's pages sent to the gateway's sandbox; a failure is reported, not thrown. */
async function fieldDataStage(
  origin: string,
  since: number,
): Promise<{ result?: FieldDataP75[]; error?: string }> {
  log('reading the field data the pages of this run sent');
  try {
    return { result: await fetchFieldData(origin, since) };
  } catch (error) {
    log(`FAILED reading the field data: ${errorMessage(error)}`);
    return { error: errorMessage(error) };
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
