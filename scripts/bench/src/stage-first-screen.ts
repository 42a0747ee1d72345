import type { FirstScreenBrowser } from './first-screen';
import { attempt, type Measurements, type Sites } from './measured';
import { initScriptFor } from './sign-in';

/** Sizes every JS/CSS response Chromium loads up to the first screen, page by page in one browser. */
export async function measureFirstScreen(
  measurements: Measurements,
  sites: Sites,
  browser: FirstScreenBrowser,
): Promise<void> {
  for (const { target, measured } of measurements.routes) {
    measured.firstScreen = await attempt(`first screen of ${target.label}`, measured, async () =>
      browser.measure(
        `${sites.gateway.origin}${target.path}`,
        sites.gateway.mounts,
        await initScriptFor(sites.gateway.origin, target.signInAs),
      ),
    );
  }
  const floor = measurements.floor;
  floor.firstScreen = await attempt('first screen of the floor app', floor, () =>
    browser.measure(`${sites.floor.origin}/`, sites.floor.mounts),
  );
}
