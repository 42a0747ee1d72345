/**
 * What Lighthouse's LCP number is made of. Lighthouse loads the page unthrottled and then simulates slow 4G and
 * a slow CPU over a graph of the requests and tasks it saw ("Lantern"). For LCP, that graph holds every request
 * that had ended before the largest paint in the unthrottled load, whether the paint needed it or not: all of
 * them share the simulated 1.6 Mbit/s, and the estimate is when the last of them ends. Listing them says which
 * bytes a change must take off (or move after the paint) to move the number.
 */

import { kbText } from './text-table';
import { shownUrl } from './shown-url';

/** One request of the LCP estimate, with the simulated times Lighthouse gave it. */
export interface EstimatedRequest {
  /** Path and query (same origin) or the whole URL, secrets masked (`shown-url.ts`). */
  readonly url: string;
  /** Bytes on the wire (compressed). */
  readonly bytes: number;
  readonly startMs: number;
  readonly endMs: number;
}

export interface LcpEstimate {
  /** The pessimistic estimate's requests in start order. */
  readonly requests: readonly EstimatedRequest[];
}

/** A node of Lantern's simulated graph, as far as this file reads it. */
interface SimulatedNode {
  readonly type: string;
  readonly request?: { readonly url: string; readonly transferSize: number };
}

interface SimulatedTiming {
  readonly startTime: number;
  readonly endTime: number;
}

/** The network requests of a simulation's node timings, their URLs as the report shows them. */
export function estimatedRequests(
  nodeTimings: ReadonlyMap<SimulatedNode, SimulatedTiming>,
  origin: string,
): EstimatedRequest[] {
  const requests: EstimatedRequest[] = [];
  for (const [node, timing] of nodeTimings) {
    if (node.type !== 'network' || !node.request) continue;
    const { url, transferSize } = node.request;
    requests.push({
      url: shownUrl(url, origin),
      bytes: transferSize,
      startMs: timing.startTime,
      endMs: timing.endTime,
    });
  }
  return requests.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
}

/**
 * One line for the report: how many requests and KB the estimate counts, and the ones that ended last (the
 * estimate is the latest end), e.g. `22 requests, 281.3 KB; last to end: /vendor.js 105.0 KB at 2737 ms, ...`.
 */
export function describeLcpEstimate(estimate: LcpEstimate, lastCount = 3): string {
  const { requests } = estimate;
  const total = requests.reduce((sum, r) => sum + r.bytes, 0);
  const last = [...requests]
    .sort((a, b) => b.endMs - a.endMs)
    .slice(0, lastCount)
    .map((r) => `${r.url} ${kbText(r.bytes)} at ${Math.round(r.endMs)} ms`);
  return `${requests.length} requests, ${kbText(total)}; last to end: ${last.join(', ') || 'none'}`;
}
