import type { VitalsP75 } from '@wps-mobile/api-client/contract';
import type { VitalValueRow } from '../../db/queries/site/vitals';

/**
 * The 75th percentile by the nearest-rank method: the smallest value that at least 75% of the values do not
 * exceed (of 4 values the 3rd, of 1 the value itself). `sorted` is in ascending order and not empty.
 */
export function p75(sorted: readonly number[]): number {
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? Number.NaN;
}

/** The p75 and the number of figures per route and metric, in the order the rows name them first. */
export function p75Table(rows: readonly VitalValueRow[]): VitalsP75[] {
  const groups = new Map<string, { route: string; metric: VitalValueRow['metric']; values: number[] }>();
  for (const row of rows) {
    const key = `${row.route}\n${row.metric}`;
    const group = groups.get(key) ?? { route: row.route, metric: row.metric, values: [] };
    group.values.push(row.value);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ route, metric, values }) => ({
    route,
    metric,
    p75: p75(values.sort((a, b) => a - b)),
    count: values.length,
  }));
}
