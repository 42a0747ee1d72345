import type { ReactNode } from 'react';

export interface Column<Row> {
  readonly label: string;
  /** Right-aligned, tabular digits (amounts). */
  readonly numeric?: boolean;
  readonly cell: (row: Row) => ReactNode;
}

/** A report table: the first column heads each row, numeric columns align to the end. */
export function AgentTable<Row>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  const cls = (column: Column<Row>) => (column.numeric ? 'agent-num' : undefined);
  return (
    <table className="agent-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={cls(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column, i) =>
              i === 0 ? (
                <th key={column.label} scope="row" className={cls(column)}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.label} className={cls(column)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
