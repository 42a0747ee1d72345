import { useId, type ReactNode } from 'react';

/** A titled card of a screen: a region named by its heading. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="agent-card" aria-labelledby={id}>
      <h2 id={id} className="agent-card__label">
        {title}
      </h2>
      {children}
    </section>
  );
}
