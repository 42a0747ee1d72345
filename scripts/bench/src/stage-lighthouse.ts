import { runLighthouse } from './lighthouse-run';
import { log } from './log';
import { attempt, type Measurements, type Sites } from './measured';
import { initScriptFor } from './sign-in';
import { FLOOR_LABEL } from './targets';

const runsText = (runs: number): string => `${runs} run${runs > 1 ? 's' : ''}`;

/** Lighthouse mobile runs for every page; each run launches its own Chromium. */
export async function measureLighthouse(
  measurements: Measurements,
  sites: Sites,
  runs: number,
): Promise<void> {
  for (const { target, measured } of measurements.routes) {
    log(`lighthouse ${target.label} (${runsText(runs)})`);
    measured.lighthouse = await attempt(`lighthouse ${target.label}`, measured, () =>
      runLighthouse(`${sites.gateway.origin}${target.path}`, runs, () =>
        initScriptFor(sites.gateway.origin, target.signInAs),
      ),
    );
  }
  log(`lighthouse ${FLOOR_LABEL} (${runsText(runs)})`);
  const floor = measurements.floor;
  floor.lighthouse = await attempt('lighthouse floor', floor, () =>
    runLighthouse(`${sites.floor.origin}/`, runs),
  );
}
