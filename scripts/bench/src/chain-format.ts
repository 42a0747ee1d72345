/**
 * The critical request chain of a first screen as text: every request that started before the largest
 * contentful paint, nested under the request that started it (the document under nothing, a script under
 * the document or the script that imported it, a fetch under the script that called it), with its start and
 * end in ms from navigation.
 */

import { kbText } from './text-table';

export interface ChainRequest {
  readonly id: string;
  /** Path and query (same origin) or the whole URL, secrets masked (`shown-url.ts`). */
  readonly url: string;
  /** `document`, `script`, `stylesheet`, `fetch`, `image`, ... */
  readonly type: string;
  /** Id of the request whose document or script started this one; absent for the document. */
  readonly parentId?: string | undefined;
  /** How the parent started it: `parser` (the HTML or CSS), `script`, `preload`, `other`. */
  readonly how: string;
  readonly startMs: number;
  /** `undefined` when it had not finished when the page settled. */
  readonly endMs: number | undefined;
  /** Bytes on the wire (compressed). */
  readonly bytes: number;
}

export interface CriticalChain {
  readonly path: string;
  /** How the page was loaded, e.g. `slow 4G (562.5 ms RTT, 1.4 Mbit/s), CPU 4x`. */
  readonly conditions: string;
  readonly fcpMs: number | undefined;
  readonly lcpMs: number | undefined;
  /** The LCP element's resource (an image URL) or `text`. */
  readonly lcpResource: string | undefined;
  readonly requests: readonly ChainRequest[];
}

const ms = (value: number | undefined): string => (value === undefined ? '…' : String(Math.round(value)));

/** Requests that started before LCP (all of them when LCP is unknown), in start order. */
export function chainRequests(chain: CriticalChain): ChainRequest[] {
  const limit = chain.lcpMs ?? Number.POSITIVE_INFINITY;
  return [...chain.requests].filter((r) => r.startMs <= limit).sort((a, b) => a.startMs - b.startMs);
}

/**
 * The path of waits that ends at the LCP element's resource (or, without one, at the request that ended last),
 * walked back through the requests that started each one.
 */
export function longestWait(requests: readonly ChainRequest[], lcpResource?: string): ChainRequest[] {
  const byId = new Map(requests.map((r) => [r.id, r]));
  const last =
    requests.find((r) => r.url === lcpResource) ??
    [...requests].filter((r) => r.endMs !== undefined).sort((a, b) => (b.endMs ?? 0) - (a.endMs ?? 0))[0];
  const path: ChainRequest[] = [];
  for (let at = last; at && !path.includes(at); at = at.parentId ? byId.get(at.parentId) : undefined)
    path.unshift(at);
  return path;
}

/** The chain as an indented tree with a `start → end ms` column, then LCP and the longest wait. */
export function formatChain(chain: CriticalChain): string {
  const requests = chainRequests(chain);
  const ids = new Set(requests.map((r) => r.id));
  const children = new Map<string | undefined, ChainRequest[]>();
  for (const request of requests) {
    const parent = request.parentId && ids.has(request.parentId) ? request.parentId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), request]);
  }
  const lines: string[] = [];
  const visit = (parent: string | undefined, depth: number): void => {
    for (const r of children.get(parent) ?? []) {
      const times = `${ms(r.startMs).padStart(5)} → ${ms(r.endMs).padStart(5)} ms`;
      const how = depth > 0 ? ` (${r.how})` : '';
      lines.push(`${times}  ${'  '.repeat(depth)}${r.type} ${r.url}  ${kbText(r.bytes)}${how}`);
      visit(r.id, depth + 1);
    }
  };
  visit(undefined, 0);
  const wait = longestWait(requests, chain.lcpResource);
  return [
    `Critical request chain of ${chain.path} (${chain.conditions}; ms from navigation)`,
    ...lines,
    `FCP ${ms(chain.fcpMs)} ms, LCP ${ms(chain.lcpMs)} ms (${chain.lcpResource ?? 'unknown element'})`,
    `LCP waited on (${wait.length} deep): ${wait.map((r) => `${r.type} ${r.url}`).join(' → ') || 'none'}`,
  ].join('\n');
}
