import { formatChain } from './chain-format';
import { measureCriticalChain } from './critical-chain';
import { log } from './log';
import { attempt, type Measurements, type Sites } from './measured';
import { initScriptFor } from './sign-in';

/** The critical request chain of each route whose target asks for it, throttled like Lighthouse. */
export async function measureCriticalChains(measurements: Measurements, sites: Sites): Promise<void> {
  for (const { target, measured } of measurements.routes) {
    if (!target.chain) continue;
    log(`critical request chain of ${target.label}`);
    measured.criticalChain = await attempt(`critical chain of ${target.label}`, measured, async () =>
      measureCriticalChain(
        `${sites.gateway.origin}${target.path}`,
        await initScriptFor(sites.gateway.origin, target.signInAs),
      ),
    );
  }
}

/** The chains as printed under the tables. */
export function chainsReport(measurements: Measurements): string[] {
  return measurements.routes.flatMap(({ measured }) =>
    measured.criticalChain ? [formatChain(measured.criticalChain)] : [],
  );
}
