/** Median of a list of numbers (mean of the two middle values for an even count); NaN for an empty list. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] as number) + upper) / 2;
}

/** Median of each numeric field across several records of the same shape. */
export function medianOf<T extends { [K in keyof T]: number }>(records: readonly T[]): T {
  const first = records[0];
  if (!first) throw new Error('medianOf needs at least one record');
  const out = { ...first };
  for (const key of Object.keys(first) as (keyof T)[]) {
    out[key] = median(records.map((record) => record[key])) as T[keyof T];
  }
  return out;
}
