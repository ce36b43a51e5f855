import { EXPENSE_KEYS, type Expense, type ExpenseKey, type PlannerSummary } from '@mc/contract';
import { ChevronDown } from 'lucide-react';
import { budgetText } from '../../../lib/money-display';
import { expenseSourceText } from '../lib/budget-words';
import { BudgetCard } from './budget-card';

/** Where each kind is in the summary; its class gives it a colour and a pattern of its own. */
const FIELDS = {
  'Rent expense': 'Rent',
  'Food expense': 'Food',
  'Travel expense': 'Travel',
  'Entertainment expense': 'Entertainment',
} as const satisfies Record<ExpenseKey, keyof PlannerSummary['Expenses']>;

const kindClass = (expense: Expense) => `expense-kind--${FIELDS[expense.Key].toLowerCase()}`;

const percentText = (part: number, total: number) =>
  total > 0 ? `${Math.round((part / total) * 100)}%` : '0%';

/**
 * The bar: each kind's share of the week's expenses side by side. It is a picture of the legend
 * below, which carries every figure, so screen readers skip it.
 */
function ExpenseBar({ expenses, total }: { expenses: readonly Expense[]; total: number }) {
  return (
    <div className="expense-bar" aria-hidden="true">
      {expenses
        .filter((expense) => expense.Expense > 0)
        .map((expense) => (
          <span
            key={expense.Key}
            className={`expense-bar__part ${kindClass(expense)}`}
            style={{ flexGrow: expense.Expense / total }}
          />
        ))}
    </div>
  );
}

/** One kind in the legend: its swatch, title, a week's cost, its share, and what makes it up. */
function LegendRow({ expense, total }: { expense: Expense; total: number }) {
  const line = (
    <>
      <span className={`expense-swatch ${kindClass(expense)}`} aria-hidden="true" />
      <span className="expense-legend__title">{expense.Title}</span>
      <span className="expense-legend__share">{percentText(expense.Expense, total)}</span>
      <span className="expense-legend__amount amount">{budgetText(expense.Expense)}</span>
    </>
  );
  if (expense.Sources.length === 0)
    return (
      <li className="expense-legend__row">
        <span className="expense-legend__line">
          {line}
          <span className="expense-legend__chevron" />
        </span>
      </li>
    );
  return (
    <li className="expense-legend__row">
      <details className="expense-legend__details">
        <summary className="expense-legend__line">
          {line}
          <ChevronDown className="expense-legend__chevron" aria-hidden="true" size={18} />
        </summary>
        <ul className="budget-sources expense-legend__sources" aria-label={`${expense.Title} is`}>
          {expense.Sources.map((source) => (
            <li key={source.Title}>{expenseSourceText(source)}</li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * Weekly expenses: the total, a stacked bar of rent, food, travel and entertainment, and a legend
 * with each kind's amount that opens to show what makes it up.
 */
export function ExpensesCard({ summary }: { summary: PlannerSummary }) {
  const { Total: total } = summary.Expenses;
  const expenses = EXPENSE_KEYS.map((key) => summary.Expenses[FIELDS[key]]);
  return (
    <BudgetCard headingId="budget-expenses" title="Weekly expenses" amount={total}>
      {total > 0 ? (
        <>
          <ExpenseBar expenses={expenses} total={total} />
          <p className="budget-card__note">Choose a kind to see what makes it up.</p>
        </>
      ) : (
        <p className="budget-card__note">No expenses this week.</p>
      )}
      <ul className="expense-legend" aria-label="Weekly expenses by kind">
        {expenses.map((expense) => (
          <LegendRow key={expense.Key} expense={expense} total={total} />
        ))}
      </ul>
    </BudgetCard>
  );
}
