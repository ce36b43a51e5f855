import { PlanComparisonTable } from '../../../components/plan-comparison';
import { ScreenState } from '../../../components/screen-state';
import { usePlannerSummary } from '../api/get-planner';
import { BalanceCard } from '../components/balance-card';
import { ExpensesCard } from '../components/expenses-card';
import { IncomeCard } from '../components/income-card';
import { PlanTool } from '../components/plan-tool';

/**
 * MY BUDGET (/weeklyplanner/mybudget, spec part 2 section 2): the week's income after tax, its
 * expenses by kind, the balance remaining, the planning tool for what remains, and last week's
 * plan beside what the player did.
 */
export function MyBudgetPage() {
  const summary = usePlannerSummary();
  return (
    <ScreenState read={summary} data={summary.data} loadingLabel="Adding up your budget…">
      {(shown) => (
        <div className="budget">
          <p className="kicker">Week {shown.Week} budget</p>
          <IncomeCard summary={shown} />
          <ExpensesCard summary={shown} />
          <BalanceCard summary={shown} />
          {shown.LastWeek ? (
            <PlanComparisonTable
              comparison={shown.LastWeek}
              caption="Last week: your plan and what you did"
            />
          ) : null}
          <PlanTool key={shown.Week} summary={shown} />
        </div>
      )}
    </ScreenState>
  );
}
