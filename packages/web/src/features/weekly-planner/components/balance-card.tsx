import type { PlannerSummary } from '@mc/contract';
import { budgetText } from '../../../lib/money-display';
import { BudgetCard } from './budget-card';

/**
 * What is left of the week's income after its expenses, and what that means, in words. What is
 * left is shown as the whole dollars the plan shares out ($260.70 is $260), so the two agree.
 */
export function BalanceCard({ summary }: { summary: PlannerSummary }) {
  const short = summary.Remaining < 0;
  const shown = short ? summary.Remaining : summary.Plannable;
  return (
    <BudgetCard headingId="budget-balance" title="Balance remaining" amount={shown} short={short}>
      <p className="budget-card__note">
        {short
          ? `Your expenses are ${budgetText(-summary.Remaining)} a week more than your income, so the gap has to come from money you already have.`
          : summary.Remaining > 0
            ? 'What is left each week after your expenses. Give it a job with the plan below.'
            : 'Your income just covers your expenses, with nothing left over.'}
      </p>
    </BudgetCard>
  );
}
