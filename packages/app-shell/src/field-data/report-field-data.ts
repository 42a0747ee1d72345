import type { ConnectionType, Vital, VitalsBeacon, VitalsRoute } from '@wps-mobile/api-client/contract';
import { BUILD_VERSION_META, FIELD_DATA_READY_MARK, findRoute, type RuntimeConfig } from '@wps-mobile/config';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { vitalOf } from './vital-summary';

/** What the reporter reads from and does to the browser; tests pass their own. */
export interface FieldDataEnvironment {
  /** Calls `report` with each figure as `web-vitals` reports it (INP at every change); later values replace. */
  readonly observe: (report: (metric: MetricWithAttribution) => void) => void;
  /** Calls `flush` each time the page is hidden: a tab or app switch, a navigation away, a close. */
  readonly onHidden: (flush: () => void) => void;
  readonly sendBeacon: (url: string, body: string) => boolean;
  /** The address of the page load (not of a later in-app navigation). */
  readonly pageLoadUrl: () => string;
  /** `navigator.connection.effectiveType`, where the browser has it. */
  readonly connection: () => string | undefined;
  /** The version the build wrote into its HTML. */
  readonly build: () => string | undefined;
  /** Says the reporter listens (a User Timing mark). */
  readonly listening: () => void;
}

const CONNECTIONS: readonly string[] = ['slow-2g', '2g', '3g', '4g'] satisfies ConnectionType[];

function browserEnvironment(): FieldDataEnvironment {
  return {
    // INP at every change: a tap's figure is worked out in an idle moment or on hiding, and on a phone busy until
    // the player switches away, the library's own hiding handler runs before that pending work, which then reports
    // the figure only as a change. The other figures are reported with force once settled (LCP's pending
    // finalisation too), so they need no more reports, and no attribution worked out for every layout shift.
    observe: (report) => {
      for (const on of [onLCP, onCLS, onFCP, onTTFB]) on(report);
      onINP(report, { reportAllChanges: true });
    },
    // On the window, in the bubbling phase: the event arrives after every listener of the library (on the document,
    // and in the window's capturing phase, including those it adds later for work pending when idle), so what they
    // settle on hiding is in the beacon.
    onHidden: (flush) =>
      window.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      }),
    sendBeacon: (url, body) => navigator.sendBeacon(url, body),
    pageLoadUrl: () => performance.getEntriesByType('navigation')[0]?.name ?? location.href,
    connection: () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
    build: () => document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_VERSION_META}"]`)?.content,
    listening: () => performance.mark(FIELD_DATA_READY_MARK),
  };
}

/** The route table's id of a page's path, never the address itself (its query may carry anything). */
function routeOf(url: string): VitalsRoute {
  try {
    return (findRoute(new URL(url).pathname)?.id as VitalsRoute | undefined) ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Measures this page load's Core Web Vitals (LCP, INP, CLS, FCP, TTFB, with attribution) and sends what changed
 * since the last beacon each time the page is hidden, as one `sendBeacon` POST to the merchant's beacon URL: the
 * figures with a short attribution, the route id of the page loaded, the connection type and the build version. A
 * text body, so a beacon to another origin needs no CORS preflight.
 */
export function reportFieldData(
  { fieldData, merchantCode }: Pick<RuntimeConfig, 'fieldData' | 'merchantCode'>,
  env: FieldDataEnvironment = browserEnvironment(),
): void {
  if (!fieldData) return;
  const page = env.pageLoadUrl();
  const route = routeOf(page);
  const build = env.build() ?? 'dev';
  // The latest value of each figure not sent yet: a figure that changes again before the page is hidden is sent
  // once, at its latest (in the order the figures first came).
  const queue: Vital[] = [];
  env.observe((metric) => {
    const vital = vitalOf(metric, page);
    if (!vital) return;
    const queued = queue.findIndex((entry) => entry.name === vital.name);
    if (queued >= 0) queue[queued] = vital;
    else queue.push(vital);
  });
  env.onHidden(() => {
    const connection = env.connection() ?? 'unknown';
    // A beacon carries at most 10 figures (the contract's limit); a page hidden once has 5 at most.
    while (queue.length > 0) {
      const beacon: VitalsBeacon = {
        merchant: merchantCode,
        route,
        connection: (CONNECTIONS.includes(connection) ? connection : 'unknown') as ConnectionType,
        build: /^[\w.+-]{1,64}$/.test(build) ? build : 'dev',
        metrics: queue.splice(0, 10),
      };
      env.sendBeacon(fieldData.beaconUrl, JSON.stringify(beacon));
    }
  });
  env.listening();
}
