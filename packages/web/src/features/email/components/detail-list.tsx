import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** Money lines are right-aligned with tabular figures. */
  amount?: boolean;
  /** The line that matters most (amount due, net pay). */
  strong?: boolean;
}

/** Label and value pairs in a card: bills, pay slips, statements. */
export function DetailList({ title, rows }: { title: string; rows: readonly DetailRow[] }) {
  return (
    <section className="card email-details" aria-label={title}>
      <h3 className="email-details__title">{title}</h3>
      <dl className="email-details__list">
        {rows.map((row) => (
          <div
            key={row.label}
            className={['email-details__row', row.strong ? 'email-details__row--strong' : ''].join(
              ' ',
            )}
          >
            <dt>{row.label}</dt>
            <dd className={row.amount ? 'amount' : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
