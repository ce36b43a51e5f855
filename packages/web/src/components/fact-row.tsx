import type { ReactNode } from 'react';
import './money-screens.css';

/** One row of a `dl.fact-list`: what the fact is, then its value on the right. */
export function FactRow({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="fact-list__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
