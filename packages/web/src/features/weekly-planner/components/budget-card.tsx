import type { ReactNode } from 'react';
import { budgetText } from '../../../lib/money-display';

interface BudgetCardProps {
  /** The heading's id, which names the card as a region. */
  headingId: string;
  title: string;
  /** The card's figure, shown beside its title in whole dollars. */
  amount: number;
  /** Drawn as a shortfall (the balance when expenses are more than income). */
  short?: boolean;
  children: ReactNode;
}

/** One card of My budget (income, expenses, balance): its title with its amount, then its words. */
export function BudgetCard({ headingId, title, amount, short = false, children }: BudgetCardProps) {
  return (
    <section
      className={short ? 'card budget-card budget-card--short' : 'card budget-card'}
      aria-labelledby={headingId}
    >
      <div className="budget-card__head">
        <h2 id={headingId} className="budget-card__title">
          {title}
        </h2>
        <p className="budget-card__amount amount">{budgetText(amount)}</p>
      </div>
      {children}
    </section>
  );
}
