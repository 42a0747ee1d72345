import type { LighthouseMetrics } from './lighthouse-metrics';
import { waitingShare, type MainThreadTime } from './main-thread-time';
import { fixed, formatTable, ratio, signed } from './text-table';

/** The performance budgets of docs/architecture.md, reported next to the numbers (never enforced). */
export const BUDGETS = {
  /** Brotli KB of JavaScript needed to show `/m/home` before any lazy chunk. */
  homeJsKb: 130,
  /** Lighthouse mobile performance score, at least. */
  score: 95,
  /** Cumulative Layout Shift, at most. */
  cls: 0.02,
  /** Total Blocking Time in ms, at most. */
  tbtMs: 150,
} as const;

/** Brotli sizes in KB; `undefined` when that measurement failed. */
export interface KbPair {
  readonly js: number | undefined;
  readonly css: number | undefined;
}

export interface BundleRow {
  /** Route as shown, e.g. `/m/home` or `floor /`. */
  readonly label: string;
  readonly beforeRender: KbPair;
  readonly toFirstScreen: KbPair;
  /** Budget for the before-render JS, if the route has one. */
  readonly jsBudgetKb?: number | undefined;
}

export interface BuildRow {
  readonly label: string;
  readonly js: number;
  readonly css: number;
}

export interface LighthouseRow {
  readonly label: string;
  /** Median metrics; `undefined` when the run failed. */
  readonly metrics: LighthouseMetrics | undefined;
  /** The lowest and highest TBT of the runs, when there were several: TBT is the noisiest of the metrics. */
  readonly tbtRange?: readonly [number, number] | undefined;
  /** Whether the ARCHITECTURE budgets apply (not for the floor app). */
  readonly budgeted: boolean;
}

export interface MainThreadRow {
  readonly label: string;
  /** Lighthouse's TBT (median of the runs), beside the sums of the same runs' long tasks. */
  readonly tbt: number | undefined;
  /** The median of each figure over the runs that had one; undefined when none had. */
  readonly time: MainThreadTime | undefined;
}

export interface ComparisonRow {
  readonly label: string;
  readonly oursJsKb: number | undefined;
  readonly floorJsKb: number | undefined;
  readonly oursLcp: number | undefined;
  readonly floorLcp: number | undefined;
  readonly oursScore: number | undefined;
  readonly floorScore: number | undefined;
}

export interface ReportInput {
  readonly title: string;
  readonly subtitle: readonly string[];
  readonly bundles: readonly BundleRow[];
  readonly build: readonly BuildRow[];
  readonly lighthouse: readonly LighthouseRow[];
  readonly comparison: readonly ComparisonRow[];
  /** What each route's LCP estimate counted (`lcp-estimate.ts`), one described line per route. */
  readonly lcpEstimates: readonly { readonly label: string; readonly description: string }[];
  /** Each route's pictures downloaded wider than drawn (Lighthouse's "Properly size images"). */
  readonly imageWaste?: readonly { readonly label: string; readonly description: string }[];
  /** Each page's main thread in its long tasks: clock time against the thread's own CPU time. */
  readonly mainThread?: readonly MainThreadRow[];
  readonly notes: readonly string[];
  readonly jsonPath: string;
}

/** Which budgets a Lighthouse result misses (empty when all are met). */
export function lighthouseOverages(metrics: LighthouseMetrics): string[] {
  const over: string[] = [];
  if (!(metrics.score >= BUDGETS.score)) over.push('score');
  if (!(metrics.tbt <= BUDGETS.tbtMs)) over.push('TBT');
  if (!(metrics.cls <= BUDGETS.cls)) over.push('CLS');
  return over;
}

function bundleTable(rows: readonly BundleRow[]): string {
  const body: string[][] = [];
  for (const row of rows) {
    for (const kind of ['js', 'css'] as const) {
      const budget = kind === 'js' ? row.jsBudgetKb : undefined;
      const before = row.beforeRender[kind];
      let status = '';
      if (budget !== undefined) status = before === undefined ? '?' : before <= budget ? 'ok' : 'over';
      body.push([
        `${row.label}  ${kind.toUpperCase()}`,
        fixed(before, 1),
        fixed(row.toFirstScreen[kind], 1),
        budget === undefined ? '' : `≤${budget}`,
        status,
      ]);
    }
  }
  return formatTable(
    [
      { header: 'Bundle (brotli KB)' },
      { header: 'before render', align: 'right' },
      { header: 'to first screen', align: 'right' },
      { header: 'budget', align: 'right' },
      { header: 'status' },
    ],
    body,
  );
}

function buildTable(rows: readonly BuildRow[]): string {
  return formatTable(
    [
      { header: 'Whole build (brotli KB)' },
      { header: 'JS', align: 'right' },
      { header: 'CSS', align: 'right' },
      { header: 'JS+CSS', align: 'right' },
    ],
    rows.map((row) => [row.label, fixed(row.js, 1), fixed(row.css, 1), fixed(row.js + row.css, 1)]),
  );
}

function lighthouseTable(rows: readonly LighthouseRow[], runs: string): string {
  const body: string[][] = [
    ['budget', `≥${BUDGETS.score}`, '', '', `≤${BUDGETS.tbtMs}`, '', `≤${BUDGETS.cls}`, ''],
  ];
  for (const row of rows) {
    const m = row.metrics;
    let status = '';
    if (!m) status = 'error';
    else if (row.budgeted) {
      const over = lighthouseOverages(m);
      status = over.length === 0 ? 'ok' : `over (${over.join(', ')})`;
    }
    body.push([
      row.label,
      fixed(m?.score, 0),
      fixed(m?.fcp, 0),
      fixed(m?.lcp, 0),
      fixed(m?.tbt, 0),
      row.tbtRange ? `${fixed(row.tbtRange[0], 0)}–${fixed(row.tbtRange[1], 0)}` : '',
      fixed(m?.cls, 3),
      status,
    ]);
  }
  return formatTable(
    [
      { header: `Lighthouse mobile (${runs})` },
      { header: 'score', align: 'right' },
      { header: 'FCP ms', align: 'right' },
      { header: 'LCP ms', align: 'right' },
      { header: 'TBT ms', align: 'right' },
      { header: 'TBT runs', align: 'right' },
      { header: 'CLS', align: 'right' },
      { header: 'status' },
    ],
    body,
  );
}

function comparisonTable(rows: readonly ComparisonRow[]): string {
  return formatTable(
    [
      { header: 'Against the floor app' },
      { header: 'JS KB ours/floor', align: 'right' },
      { header: 'LCP ours/floor', align: 'right' },
      { header: 'score ours-floor', align: 'right' },
    ],
    rows.map((row) => [
      row.label,
      row.oursJsKb === undefined || row.floorJsKb === undefined
        ? '-'
        : `${fixed(row.oursJsKb, 1)}/${fixed(row.floorJsKb, 1)} = ${ratio(row.oursJsKb, row.floorJsKb)}`,
      row.oursLcp === undefined || row.floorLcp === undefined
        ? '-'
        : `${fixed(row.oursLcp, 0)}/${fixed(row.floorLcp, 0)} = ${ratio(row.oursLcp, row.floorLcp)}`,
      row.oursScore === undefined || row.floorScore === undefined
        ? '-'
        : `${fixed(row.oursScore, 0)}-${fixed(row.floorScore, 0)} = ${signed(row.oursScore - row.floorScore)}`,
    ]),
  );
}

/** The LCP estimates under the Lighthouse table; nothing when there are none. */
function lcpEstimateLines(estimates: ReportInput['lcpEstimates']): string[] {
  if (estimates.length === 0) return [];
  return [
    '',
    "What each LCP estimate counts (the run with the median LCP): every request that had ended before the largest paint of Lighthouse's unthrottled load, on one simulated 1.6 Mbit/s link; LCP is when the last ends",
    ...estimates.map(({ label, description }) => `  ${label}: ${description}`),
  ];
}

/** The image-size lines under the LCP estimates; nothing when there are none. */
function imageWasteLines(rows: ReportInput['imageWaste']): string[] {
  if (!rows || rows.length === 0) return [];
  return [
    '',
    "Properly sized images (Lighthouse's audit, the run with the median LCP): pictures downloaded wider than drawn",
    ...rows.map(({ label, description }) => `  ${label}: ${description}`),
  ];
}

/** The main thread's long tasks, clock against CPU time, under the image lines; nothing when there are none. */
function mainThreadLines(rows: ReportInput['mainThread']): string[] {
  if (!rows || rows.length === 0) return [];
  return [
    '',
    formatTable(
      [
        { header: "Main thread in Lighthouse's trace" },
        { header: 'TBT ms', align: 'right' },
        { header: 'long tasks', align: 'right' },
        { header: 'clock ms', align: 'right' },
        { header: 'CPU ms', align: 'right' },
        { header: 'waiting', align: 'right' },
        { header: 'x4 on clock', align: 'right' },
        { header: 'x4 on CPU', align: 'right' },
      ],
      rows.map(({ label, tbt, time }) => [
        label,
        fixed(tbt, 0),
        fixed(time?.longTasks, 0),
        fixed(time?.wallMs, 0),
        fixed(time?.cpuMs, 0),
        time ? `${waitingShare(time)}%` : '-',
        fixed(time?.blockingOnWallMs, 0),
        fixed(time?.blockingOnCpuMs, 0),
      ]),
    ),
    '  long tasks: the tasks after the first paint that the 4x simulation makes longer than 50 ms (median of the runs)',
    "  clock ms: their time on the clock, unthrottled; CPU ms: the page's main thread's own CPU time in them; waiting: the rest",
    '  x4 on clock / on CPU: the sum of (4 x time - 50) over them, on either; TBT counts the first, from first paint to interactive',
  ];
}

/** The whole plain-text report. */
export function renderReport(input: ReportInput, runsLabel: string): string {
  const rule = '='.repeat(
    Math.min(100, Math.max(input.title.length, ...input.subtitle.map((s) => s.length))),
  );
  const parts = [
    input.title,
    ...input.subtitle,
    rule,
    '',
    bundleTable(input.bundles),
    "  before render: entry script, modulepreloads and stylesheets of the route's index.html plus their static imports",
    '  to first screen: every JS/CSS response Chromium loaded until load + network idle',
    '',
    buildTable(input.build),
    '',
    lighthouseTable(input.lighthouse, runsLabel),
    ...lcpEstimateLines(input.lcpEstimates),
    ...imageWasteLines(input.imageWaste),
    ...mainThreadLines(input.mainThread),
    '',
    comparisonTable(input.comparison),
  ];
  if (input.notes.length > 0) parts.push('', 'Notes', ...input.notes.map((note) => `  - ${note}`));
  parts.push('', `Results (JSON): ${input.jsonPath}`);
  return parts.join('\n');
}
