import { CAUSES } from './frame-causes';
import type { FileTime, StartCauses } from './start-causes';

/** One page of the stage: what it found, or why it could not. */
export interface StartCausesEntry {
  /** As in the other tables, e.g. `/m/agent`. */
  readonly label: string;
  /** The path it ended on, when it redirected. */
  readonly endedOn?: string | undefined;
  readonly result?: StartCauses | undefined;
  readonly error?: string | undefined;
}

export const START_CONDITIONS =
  'cold load, CPU 4x, a sample every 100 µs, until load, network idle and text shown';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const files = (list: readonly FileTime[]) =>
  list.length === 0 ? 'none' : list.map((entry) => `${entry.file} ${entry.ms} ms`).join(', ');

function pageLabel(entry: StartCausesEntry): string {
  return entry.endedOn ? `${entry.label} → ${entry.endedOn}` : entry.label;
}

function row(entry: StartCausesEntry): string {
  const found = entry.result;
  if (!found) return `| ${pageLabel(entry)} | failed: ${entry.error ?? 'unknown error'} |`;
  const causes = CAUSES.map((cause) => found.causesMs[cause]);
  return `| ${[pageLabel(entry), found.longTasks, found.blockingMs, `${found.longTaskMs} (${found.sampledMs})`, ...causes].join(' | ')} |`;
}

/**
 * The stage's table: per page, its long tasks, their blocking time over 50 ms, their length (and the part the
 * samples cover), and the sampled ms per cause; under it, the files the time went to.
 */
export function startCausesReport(entries: readonly StartCausesEntry[]): string {
  const header = ['Route', 'Long tasks', 'Blocking ms', 'Long task ms (sampled)', ...CAUSES.map(capitalised)];
  const lines = [
    `## The start's long tasks by cause (${START_CONDITIONS})`,
    '',
    `| ${header.join(' | ')} |`,
    `| --- | ${header
      .slice(1)
      .map(() => '---:')
      .join(' | ')} |`,
    ...entries.map(row),
    '',
    'Where the time in long tasks went (the file of the innermost frame), and what "other" was:',
  ];
  for (const entry of entries) {
    if (!entry.result) continue;
    lines.push(`- ${pageLabel(entry)}: ${files(entry.result.topFiles)}`);
    lines.push(`  other: ${files(entry.result.otherTopFiles)}`);
  }
  return lines.join('\n');
}

/** The stage in bench.json: one entry per page, its numbers or its error. */
export function startCausesJson(entries: readonly StartCausesEntry[]) {
  return {
    conditions: START_CONDITIONS,
    routes: entries.map((entry) => ({
      route: entry.label,
      endedOn: entry.endedOn ?? null,
      ...(entry.result ?? { error: entry.error ?? 'unknown error' }),
    })),
  };
}
