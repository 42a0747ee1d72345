import type { RuntimeConfig } from '@wps-mobile/config';

/**
 * Field data: a page load in the merchant's sample fetches the Core Web Vitals reporter (the `web-vitals`
 * library, a chunk of its own). It is called once the first screen is on the page, so the first render never
 * waits for it and the largest paint never competes with its download. A page load outside the sample, or a
 * merchant without `fieldData`, loads nothing and sends nothing.
 */
export function startFieldData(config: RuntimeConfig, random: () => number = Math.random): void {
  if (random() < (config.fieldData?.sampleRate ?? 0))
    void import('./report-field-data')
      .then((reporter) => reporter.reportFieldData(config))
      .catch(() => undefined);
}
