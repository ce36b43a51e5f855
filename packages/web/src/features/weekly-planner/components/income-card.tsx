import type { PlannerSummary } from '@mc/contract';
import { Link } from 'react-router';
import { payText } from '../lib/budget-words';
import { BudgetCard } from './budget-card';

/**
 * Weekly income: what the player's jobs pay a week after tax, job by job, or 'YOU DO NOT HAVE A
 * WEEKLY INCOME' with where to find a job.
 */
export function IncomeCard({ summary }: { summary: PlannerSummary }) {
  return (
    <BudgetCard headingId="budget-income" title="Weekly income" amount={summary.Income}>
      {summary.IncomeMessage ? (
        <>
          <p className="budget-card__none">{summary.IncomeMessage}</p>
          <p className="budget-card__note">
            Jobs are posted in <Link to="/app/dashboard/job-finder">Job Finder</Link>.
          </p>
        </>
      ) : (
        <>
          <p className="budget-card__note">After tax, from:</p>
          <ul className="budget-sources">
            {summary.IncomeSources.map((source) => (
              <li key={source.Title} className="budget-sources__job">
                <span className="budget-sources__title">{source.Title}</span>{' '}
                <span>{payText(source)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </BudgetCard>
  );
}
