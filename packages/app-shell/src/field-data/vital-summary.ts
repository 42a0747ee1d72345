import type { Vital, VitalAttribution } from '@wps-mobile/api-client/contract';
import type { MetricWithAttribution } from 'web-vitals/attribution';

// The contract's limits (`vitalSchema`): a figure the sandbox would refuse is trimmed here, not lost.
const MAX_SELECTOR = 200;
const MAX_RESOURCE = 300;
const MAX_VALUE = 600_000;

const REPORTED = new Set<string>(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);

/** Whole milliseconds, or nothing for a part the browser could not time. */
function parts(values: Record<string, number | undefined>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && Number.isFinite(value) && value >= 0) out[name] = Math.round(value);
  return out;
}

const selector = (target: string | undefined) => (target ? target.slice(0, MAX_SELECTOR) : undefined);

/** A resource's origin and path: its query and fragment may carry a signature or a token. */
function resourceOf(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, base);
    const shown = /^https?:$/.test(parsed.protocol) ? `${parsed.origin}${parsed.pathname}` : parsed.protocol;
    return shown.slice(0, MAX_RESOURCE);
  } catch {
    return undefined;
  }
}

/** What caused the figure, in short: element selectors, the LCP resource, the interaction type and the parts. */
function attributionOf(metric: MetricWithAttribution, base: string): VitalAttribution {
  switch (metric.name) {
    case 'LCP': {
      const a = metric.attribution;
      return {
        target: selector(a.target),
        resource: resourceOf(a.url, base),
        parts: parts({
          timeToFirstByte: a.timeToFirstByte,
          resourceLoadDelay: a.resourceLoadDelay,
          resourceLoadDuration: a.resourceLoadDuration,
          elementRenderDelay: a.elementRenderDelay,
        }),
      };
    }
    case 'INP': {
      const a = metric.attribution;
      return {
        target: selector(a.interactionTarget),
        interaction: a.interactionType,
        parts: parts({
          inputDelay: a.inputDelay,
          processingDuration: a.processingDuration,
          presentationDelay: a.presentationDelay,
        }),
      };
    }
    case 'CLS':
      return { target: selector(metric.attribution.largestShiftTarget) };
    case 'FCP':
      return {
        parts: parts({
          timeToFirstByte: metric.attribution.timeToFirstByte,
          firstByteToFCP: metric.attribution.firstByteToFCP,
        }),
      };
    case 'TTFB': {
      const a = metric.attribution;
      return {
        parts: parts({
          waitingDuration: a.waitingDuration,
          cacheDuration: a.cacheDuration,
          dnsDuration: a.dnsDuration,
          connectionDuration: a.connectionDuration,
          requestDuration: a.requestDuration,
        }),
      };
    }
    default:
      return {};
  }
}

/** Drops the fields that say nothing, so a beacon carries only what was measured. */
function withoutEmpty(attribution: VitalAttribution): VitalAttribution {
  const { parts: measured, ...rest } = attribution;
  const kept = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return measured && Object.keys(measured).length > 0 ? { ...kept, parts: measured } : kept;
}

/**
 * One `web-vitals` figure as a beacon carries it (the contract's `vitalSchema`): its value (ms, or CLS's score to
 * four decimals), rating and a short attribution. Never the page's text, never a URL's query. Figures the
 * contract does not name (FID) are left out.
 */
export function vitalOf(metric: MetricWithAttribution, base: string): Vital | undefined {
  if (!REPORTED.has(metric.name)) return undefined;
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  const attribution = withoutEmpty(attributionOf(metric, base));
  return {
    name: metric.name as Vital['name'],
    value: Math.min(Math.max(value, 0), MAX_VALUE),
    rating: metric.rating,
    ...(Object.keys(attribution).length > 0 ? { attribution } : {}),
  };
}
