// Plain-text tables and the number formats every part of the report prints with.

export type Align = 'left' | 'right';

export interface Column {
  readonly header: string;
  readonly align?: Align;
}

/** Lays out rows under headers with every column padded to its widest cell, two spaces apart. */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    columns
      .map((column, i) => {
        const cell = cells[i] ?? '';
        const width = widths[i] ?? 0;
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.header)), ...rows.map(line)].join('\n');
}

/** A number with fixed decimals, or `-` when missing. */
export function fixed(value: number | undefined, decimals: number): string {
  return value === undefined || Number.isNaN(value) ? '-' : value.toFixed(decimals);
}

/** Bytes as KB with one decimal and the unit, e.g. `104.1 KB`. */
export const kbText = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** `ours / floor` as e.g. `1.45x`, or `-` when either side is missing or the floor is zero. */
export function ratio(ours: number | undefined, floor: number | undefined): string {
  if (ours === undefined || floor === undefined || Number.isNaN(ours) || Number.isNaN(floor) || floor === 0)
    return '-';
  return `${(ours / floor).toFixed(2)}x`;
}

/** A signed difference such as `+3` or `-12`, `0` for none. */
export function signed(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '-';
  const rounded = Math.round(value);
  return rounded > 0 ? `+${rounded}` : String(rounded);
}
