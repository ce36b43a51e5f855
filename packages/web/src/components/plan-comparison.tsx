import type { PlanComparison } from '@mc/contract';
import { budgetText } from '../lib/money-display';
import './money-screens.css';
import { TableHead } from './table-parts';

/** What the player actually did with one amount: money taken out is said in words. */
function actualText(dollars: number): string {
  return dollars < 0 ? `${budgetText(-dollars)} taken out` : budgetText(dollars);
}

/**
 * A week's plan beside what the player did: Planned and Actual for each of the five amounts, in
 * whole dollars like the rest of the budget. The Weekly Planner shows last week's; the end of
 * the week shows the week just played.
 */
export function PlanComparisonTable({
  comparison,
  caption,
}: {
  comparison: PlanComparison;
  caption: string;
}) {
  return (
    <div className="statement plan-comparison">
      <table className="statement__table">
        <caption className="statement__caption">{caption}</caption>
        <TableHead
          text={[`Week ${comparison.Week}`]}
          numbers={['Planned', 'Actual']}
          numberClass="statement__number"
        />
        <tbody>
          {comparison.Rows.map((row) => (
            <tr key={row.Key}>
              <th scope="row" className="plan-comparison__title">
                {row.Title}
              </th>
              <td className="statement__number amount">{budgetText(row.Planned)}</td>
              <td className="statement__number amount">{actualText(row.Actual)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
