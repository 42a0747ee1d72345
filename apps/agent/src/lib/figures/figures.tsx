import type { ReactNode } from 'react';

/** Labelled values in a two-column grid (figures, terms, account facts). */
export function Figures({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="agent-figures">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
