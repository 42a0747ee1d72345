import type { RuntimeConfig } from '@wps-mobile/config';

/** How long after the page's load the reporter is fetched. */
const REPORTER_DELAY_MS = 3000;

/**
 * Field data: a page load in the merchant's sample fetches the Core Web Vitals reporter (the `web-vitals`
 * library, a chunk of its own). It is called with the first render and fetches the reporter a few
 * seconds after the page has loaded (its pictures included), so neither the first render nor the largest paint waits for or
 * competes with its download; the reporter reads what came before from the browser's buffered entries. A page
 * load outside the sample, or a merchant without `fieldData`, loads nothing and sends nothing.
 */
export function startFieldData(config: RuntimeConfig, random: () => number = Math.random): void {
  if (random() >= (config.fieldData?.sampleRate ?? 0)) return;
  const load = () =>
    void import('./report-field-data')
      .then((reporter) => reporter.reportFieldData(config))
      .catch(() => undefined);
  // A few seconds after the load, so on a slow link its download never ends before a late largest paint (a logo
  // drawn after the labels, say); the browser buffers the entries it will read.
  const later = () => window.setTimeout(load, REPORTER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
