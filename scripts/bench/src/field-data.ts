import type { BrowserContext } from '@playwright/test';

/** The sandbox's field-data answer (`GET /wps/ext/vitals/p75`, the api-client contract's `vitalsP75Schema`). */
export interface FieldDataP75 {
  readonly route: string;
  readonly metric: string;
  readonly p75: number;
  readonly count: number;
}

/** The metrics as the table shows them: the times in ms, CLS as a score. */
const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/**
 * Leaves every open page, so each sends its field-data beacon: a page sends what it measured when it is hidden,
 * which closing a browser or a context does not do.
 */
export async function leaveOpenPages(contexts: readonly BrowserContext[]): Promise<void> {
  for (const page of contexts.flatMap((context) => context.pages()))
    await page.goto('about:blank', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * The p75 per route and metric of the beacons the demo merchant's pages sent since `since` (ms): the bench's own
 * Lighthouse and Playwright runs, whose pages report with the rate 1 of the demo `config.json`.
 */
export async function fetchFieldData(origin: string, since: number): Promise<FieldDataP75[]> {
  const response = await fetch(`${origin}/wps/ext/vitals/p75?since=${since}`, {
    headers: { Merchant: 'demo' },
  });
  const body = (await response.json()) as { success?: boolean; value?: FieldDataP75[]; message?: string };
  if (!response.ok || !body.success)
    throw new Error(`HTTP ${response.status}: ${body.message ?? 'no value'}`);
  return body.value ?? [];
}

function cell(row: FieldDataP75 | undefined): string {
  if (!row) return '-';
  const value = row.metric === 'CLS' ? row.p75.toFixed(3) : String(Math.round(row.p75));
  return `${value} (${row.count})`;
}

/** The field-data table of the report: a row per route, the p75 of each metric with its number of figures. */
export function fieldDataReport(rows: readonly FieldDataP75[] | undefined, error?: string): string {
  const title = '## Field data from the bench\u2019s own page loads (p75, figures in brackets)';
  if (!rows) return `${title}\n\nFailed: ${error ?? 'unknown error'}`;
  if (rows.length === 0) return `${title}\n\nNo beacon arrived.`;
  const routes = [...new Set(rows.map((row) => row.route))].sort();
  const find = (route: string, metric: string) =>
    rows.find((row) => row.route === route && row.metric === metric);
  return [
    title,
    '',
    '| Route | LCP ms | INP ms | CLS | FCP ms | TTFB ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...routes.map(
      (route) => `| ${route} | ${METRICS.map((metric) => cell(find(route, metric))).join(' | ')} |`,
    ),
  ].join('\n');
}
