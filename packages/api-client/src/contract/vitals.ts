import { ROUTES, type RouteId } from '@wps-mobile/config';
import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { done, int } from './schema-kit';

/*
 * Field data: an extension of the contract beyond the spec, under `/wps/ext/vitals/`. The apps measure Core Web
 * Vitals on visitors' phones and send them as beacons to the URL the runtime config names (`fieldData`); a
 * merchant's backend that offers it keeps them and answers the 75th percentile per route and metric, the figure
 * Google's Core Web Vitals are judged by.
 */

/** The five figures the apps report, as the `web-vitals` library names them. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** `navigator.connection.effectiveType`, or `unknown` where the browser has none (Safari, Firefox). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** The route id of a page the route table does not know (a mistyped address). */
export const UNKNOWN_ROUTE = 'unknown';
export type VitalsRoute = RouteId | typeof UNKNOWN_ROUTE;

const ROUTE_IDS = [UNKNOWN_ROUTE, ...ROUTES.map((route) => route.id)] as [VitalsRoute, ...VitalsRoute[]];

/** A CSS selector such as `main>div.banner>img`: element names, ids and classes, never what the user typed. */
const selector = z.string().max(200);

/**
 * What caused a figure, in short: the LCP element and its resource (origin and path: a query may carry a
 * signature), the INP target and how the user interacted, the element of the largest layout shift, and the
 * figure's parts in ms under the names `web-vitals` gives them (LCP's `resourceLoadDelay`, INP's `inputDelay`...).
 */
export const vitalAttributionSchema = z.strictObject({
  target: selector.optional(),
  resource: z.string().max(300).optional(),
  interaction: z.enum(['pointer', 'keyboard']).optional(),
  parts: z
    .record(z.string().regex(/^[a-zA-Z]{1,40}$/), z.number().finite().min(0))
    .refine((parts) => Object.keys(parts).length <= 8, 'at most 8 parts')
    .optional(),
});
export type VitalAttribution = z.output<typeof vitalAttributionSchema>;

/** One figure: ms for the times, a unitless score for CLS. */
export const vitalSchema = z.strictObject({
  name: z.enum(VITAL_METRICS),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  attribution: vitalAttributionSchema.optional(),
});
export type Vital = z.output<typeof vitalSchema>;

/**
 * One beacon: what a page load measured since its last beacon. `sendBeacon` cannot set headers, so the merchant
 * travels in the body; the route is the route table's id of the page loaded, never its address.
 */
export const vitalsBeaconSchema = z.strictObject({
  merchant: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  route: z.enum(ROUTE_IDS),
  connection: z.enum(CONNECTION_TYPES),
  /** The build that measured, as its `index.html` names it (a commit or a release number). */
  build: z.string().regex(/^[\w.+-]{1,64}$/),
  metrics: z.array(vitalSchema).min(1).max(10),
});
export type VitalsBeacon = z.output<typeof vitalsBeaconSchema>;

/** The 75th percentile of one metric on one route, over `count` figures. */
export const vitalsP75Schema = z.object({
  route: z.string(),
  metric: z.enum(VITAL_METRICS),
  p75: z.number(),
  count: z.number().int(),
});
export type VitalsP75 = z.output<typeof vitalsP75Schema>;

export const vitalsCalls = {
  vitalsBeacon: defineCall({
    name: 'vitalsBeacon',
    method: 'POST',
    path: WPS_PATHS.vitalsBeacon,
    request: vitalsBeaconSchema,
    response: done,
    summary: "Keeps one page load's Core Web Vitals (sent with sendBeacon, so the merchant is in the body).",
  }),
  vitalsP75: defineCall({
    name: 'vitalsP75',
    method: 'GET',
    path: WPS_PATHS.vitalsP75,
    request: z.object({ since: int().optional() }),
    response: z.array(vitalsP75Schema),
    summary:
      "The merchant's p75 per route and metric, over the beacons received since `since` (ms, all without).",
  }),
} as const;
