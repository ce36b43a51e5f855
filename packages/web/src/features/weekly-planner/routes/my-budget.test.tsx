import type { BudgetPlan, PlannerSummary } from '@mc/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../../../test/render-route';
import { signIn } from '../../../lib/testing/money-fixtures';
import { noIncome, plannerSummary } from '../testing/fixtures';
import { renderPlanner } from '../testing/render-planner';

const URL = '/app/dashboard/weeklyplanner/mybudget';

function open(
  summary: PlannerSummary = plannerSummary(),
  more: Parameters<typeof renderPlanner>[1] = {},
) {
  return renderPlanner(URL, { 'GET /api/i/planner': ok(summary), ...more });
}

const slider = (name: string) => screen.getByRole('slider', { name: `${name} (slider)` });
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** What the browser does with a focused slider and an arrow key: one step (1%) up or down. */
function pressArrow(element: HTMLElement, key: 'ArrowRight' | 'ArrowLeft') {
  const input = element as HTMLInputElement;
  fireEvent.keyDown(input, { key });
  const value = Number(input.value) + (key === 'ArrowRight' ? 1 : -1);
  fireEvent.change(input, { target: { value: String(value) } });
}

const remaining = () => screen.getByText('REMAINING').closest('.plan-remaining') as HTMLElement;

describe('my budget', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the weekly income and the jobs it comes from, after tax', async () => {
    open();
    const income = await screen.findByRole('region', { name: 'Weekly income' });
    expect(within(income).getByText('$420')).toBeTruthy();
    const job = within(income).getByRole('listitem');
    expect(job.textContent).toBe('Café job $840 every 2 weeks = $420 a week');
    expect(screen.getByRole('tab', { name: 'MY BUDGET' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows what remains in the whole dollars the plan shares out', async () => {
    open(plannerSummary({ Remaining: 260.7, Plannable: 260 }));
    const balance = await screen.findByRole('region', { name: 'Balance remaining' });
    expect(within(balance).getByText('$260')).toBeTruthy();
    expect(screen.getByText(/Give each of your \$260 a job/)).toBeTruthy();
  });

  it('says when there is no weekly income, and why the plan cannot be made', async () => {
    open(noIncome());
    const income = await screen.findByRole('region', { name: 'Weekly income' });
    expect(within(income).getByText('YOU DO NOT HAVE A WEEKLY INCOME')).toBeTruthy();
    expect(within(income).getByRole('link', { name: 'Job Finder' })).toBeTruthy();
    const balance = screen.getByRole('region', { name: 'Balance remaining' });
    expect(within(balance).getByText('-$320')).toBeTruthy();
    expect(
      within(balance).getByText(/expenses are \$320 a week more than your income/),
    ).toBeTruthy();
    expect(
      screen.getByText('There is nothing left after your expenses to plan this week.'),
    ).toBeTruthy();
    for (const name of ['BILLS', 'GOODS', 'SAVINGS ACCOUNT', 'SHARES', 'FIXED TERM INVESTMENT']) {
      expect((slider(name) as HTMLInputElement).disabled).toBe(true);
      expect(box(name).disabled).toBe(true);
    }
    expect(
      (screen.getByRole('button', { name: 'SAVE MY PLAN' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('lists each kind of expense with its amount, and what makes it up, beside a bar for the eye', async () => {
    open();
    const expenses = await screen.findByRole('region', { name: 'Weekly expenses' });
    expect(within(expenses).getByText('$320')).toBeTruthy();
    const legend = within(expenses).getByRole('list', { name: 'Weekly expenses by kind' });
    const rows = within(legend)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === legend)
      .map((item) => item.querySelector('.expense-legend__line')?.textContent);
    expect(rows).toEqual(['Rent73%$233', 'Food19%$60', 'Travel8%$27', 'Entertainment0%$0']);
    expect(expenses.querySelector('.expense-bar')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(legend).getByText('Rent $466 every 2 weeks = $233 a week')).toBeTruthy();
    expect(within(legend).getByText('Groceries $60 a week')).toBeTruthy();
    expect(within(legend).getByText('Bus pass $108 every 4 weeks = $27 a week')).toBeTruthy();
  });

  it('keeps a slider moved by keyboard and its box in step, and says what is left in words', async () => {
    open(plannerSummary({ Plannable: 200, Remaining: 200 }));
    const bills = await screen.findByRole('slider', { name: 'BILLS (slider)' });
    expect(remaining().className).toContain('plan-remaining--under');
    expect(within(remaining()).getByText('$200 still to plan')).toBeTruthy();

    bills.focus();
    pressArrow(bills, 'ArrowRight');
    pressArrow(bills, 'ArrowRight');
    expect(box('BILLS').value).toBe('4');
    expect(bills.getAttribute('aria-valuetext')).toBe('$4, 2% of what remains');
    expect(within(remaining()).getByText('$196 still to plan')).toBeTruthy();
    // Dragged (or tapped) to 40%.
    fireEvent.change(bills, { target: { value: '40' } });
    expect(box('BILLS').value).toBe('80');
    expect(within(remaining()).getByText('$120 still to plan')).toBeTruthy();

    await userEvent.clear(box('SAVINGS ACCOUNT'));
    await userEvent.type(box('SAVINGS ACCOUNT'), '120');
    expect((slider('SAVINGS ACCOUNT') as HTMLInputElement).value).toBe('60');
    expect(remaining().className).toContain('plan-remaining--exact');
    expect(within(remaining()).getByText('Every dollar has a job')).toBeTruthy();

    await userEvent.type(box('SHARES'), '{Backspace}40');
    expect(remaining().className).toContain('plan-remaining--over');
    expect(within(remaining()).getByText('$40 over what remains')).toBeTruthy();
  });

  it('tells a screen reader what remains once the sliders rest, not at every step', async () => {
    open(plannerSummary({ Plannable: 200, Remaining: 200 }));
    const bills = await screen.findByRole('slider', { name: 'BILLS (slider)' });
    const status = within(remaining()).getByRole('status');
    expect(status.textContent).toBe('');
    vi.useFakeTimers();
    try {
      for (let step = 0; step < 5; step++) {
        pressArrow(bills, 'ArrowRight');
        act(() => {
          vi.advanceTimersByTime(100);
        });
      }
      // Still moving: nothing said yet beyond the slider's own value.
      expect(status.textContent).not.toContain('$190');
      act(() => {
        vi.advanceTimersByTime(700);
      });
      expect(status.textContent).toBe('Remaining $190: $190 still to plan');
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves a dollar at a time by keyboard when 1% of what remains rounds to nothing', async () => {
    open(plannerSummary({ Plannable: 30, Remaining: 30 }));
    const goods = await screen.findByRole('slider', { name: 'GOODS (slider)' });
    pressArrow(goods, 'ArrowRight');
    expect(box('GOODS').value).toBe('1');
    pressArrow(goods, 'ArrowRight');
    expect(box('GOODS').value).toBe('2');
    pressArrow(goods, 'ArrowLeft');
    expect(box('GOODS').value).toBe('1');
  });

  it('caps a typed amount at what remains, takes digits only, and turns an empty box into 0', async () => {
    open();
    await screen.findByRole('textbox', { name: 'SHARES' });
    const shares = box('SHARES');
    await userEvent.clear(shares);
    await userEvent.type(shares, '9a99');
    expect(shares.value).toBe('100');
    expect(screen.getByText("$100 is the most: it's all that remains.")).toBeTruthy();
    expect((slider('SHARES') as HTMLInputElement).value).toBe('100');
    await userEvent.clear(shares);
    expect(shares.value).toBe('');
    await userEvent.tab();
    expect(shares.value).toBe('0');
  });

  it('saves the plan and says so, until it is changed again', async () => {
    const { calls } = open(plannerSummary(), {
      'POST /api/i/planner/budget': (body) => {
        const { GameInstanceID: _game, ...plan } = body as BudgetPlan & { GameInstanceID: string };
        return ok(plannerSummary({ Plan: plan, IsPlanSaved: true }));
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'BILLS' }), '{Backspace}60');
    await userEvent.type(box('FIXED TERM INVESTMENT'), '{Backspace}40');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE MY PLAN' }));
    expect(await screen.findByText('Plan saved for week 3')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      Bills: 60,
      Goods: 0,
      SavingsAccount: 0,
      Shares: 0,
      FixedTermInvestment: 40,
    });
    await userEvent.type(box('GOODS'), '5');
    expect(screen.queryByText('Plan saved for week 3')).toBeNull();
  });

  it('shows why a save was refused and keeps what the player entered', async () => {
    open(plannerSummary(), {
      'POST /api/i/planner/budget': refused(
        400,
        'Each amount can be at most what remains after your expenses.',
      ),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'GOODS' }), '{Backspace}25');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE MY PLAN' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Each amount can be at most what remains after your expenses.',
    );
    expect(box('GOODS').value).toBe('25');
  });

  it('shows last week’s plan beside what the player did', async () => {
    open(
      plannerSummary({
        LastWeek: {
          Week: 2,
          Rows: [
            { Key: 'Bills', Title: 'Bills', Planned: 50, Actual: 62.4 },
            { Key: 'SavingsAccount', Title: 'Savings account', Planned: 30, Actual: -20 },
          ],
        },
      }),
    );
    const table = await screen.findByRole('table', {
      name: 'Last week: your plan and what you did',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Week 2PlannedActual', 'Bills$50$62', 'Savings account$30$20 taken out']);
  });
});
