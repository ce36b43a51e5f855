import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoBadWrapping } from './layout';
import { dismissMentor, openApp, registerStudent, settle, signInAndStartGame } from './support';
import { finishTheWeek, gameGet, openEverydayAccount, shot } from './week-support';

// Issue 17: the Weekly Planner as a new player meets it. They read their budget, move each of the
// five sliders by mouse (a tap on a phone) and by keyboard, type more than remains, save a plan,
// write a diary entry, read the mentor's reply and edit it; after the week they see their plan
// beside what they did, and find the entry again among the past weeks.

const link = () => process.env.E2E_DEMO_LINK ?? '';

test.setTimeout(240_000);

type Expense = { Title: string; Expense: number };
type Summary = {
  Week: number;
  Income: number;
  IncomeMessage: string | null;
  Expenses: {
    Total: number;
    Rent: Expense;
    Food: Expense;
    Travel: Expense;
    Entertainment: Expense;
  };
  Remaining: number;
  Plannable: number;
  LastWeek: { Week: number } | null;
};

const PLAN = ['BILLS', 'GOODS', 'SAVINGS ACCOUNT', 'SHARES', 'FIXED TERM INVESTMENT'];

/** Whole dollars as the budget shows them: '$1,234'. */
const dollars = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(Math.round(amount)).toLocaleString('en-AU')}`;

const slider = (page: Page, name: string) => page.getByRole('slider', { name: `${name} (slider)` });
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const remaining = (page: Page) => page.locator('.plan-remaining');

/** Taps (phone) or clicks (desktop) a slider's track a fraction of the way along. */
async function pointAt(page: Page, target: Locator, fraction: number) {
  // In the middle of the screen: clear of the bar with REMAINING held at its bottom.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const area = (await target.boundingBox())!;
  const x = area.x + area.width * fraction;
  const y = area.y + area.height / 2;
  if (page.viewportSize()!.width < 991) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Checks the budget on screen against the server's. */
async function readBudget(page: Page, budget: Summary) {
  const income = page.getByRole('region', { name: 'Weekly income' });
  await expect(income).toContainText(dollars(budget.Income));
  if (budget.IncomeMessage) await expect(income).toContainText('YOU DO NOT HAVE A WEEKLY INCOME');
  const expenses = page.getByRole('region', { name: 'Weekly expenses' });
  await expect(expenses.locator('.budget-card__amount')).toHaveText(dollars(budget.Expenses.Total));
  const legend = expenses.getByRole('list', { name: 'Weekly expenses by kind' });
  const kinds = [
    budget.Expenses.Rent,
    budget.Expenses.Food,
    budget.Expenses.Travel,
    budget.Expenses.Entertainment,
  ];
  for (const [index, kind] of kinds.entries()) {
    const row = legend.locator(':scope > li').nth(index);
    await expect(row.locator('.expense-legend__title')).toHaveText(kind.Title);
    await expect(row.locator('.expense-legend__amount')).toHaveText(dollars(kind.Expense));
  }
  await expect(
    page.getByRole('region', { name: 'Balance remaining' }).locator('.budget-card__amount'),
  ).toHaveText(dollars(budget.Remaining));
}

test('a new player reads their budget, plans what remains and keeps a diary', async ({
  page,
  request,
}) => {
  const email = await registerStudent(request, link(), 'Ava');
  await signInAndStartGame(page, link(), email);
  await dismissMentor(page);
  await settle(page);
  await openEverydayAccount(page);

  // My budget, as the server adds it up.
  await openApp(page, /Weekly Planner/, true);
  await expect(page).toHaveURL(/\/weeklyplanner\/mybudget$/);
  await expect(page.getByRole('tab', { name: 'MY BUDGET' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const budget = (await gameGet<Summary>(page, '/api/i/planner')).Results;
  expect(budget.Plannable, 'the journey needs something left to plan').toBeGreaterThan(0);
  await readBudget(page, budget);
  // Each kind opens to what makes it up.
  const rent = page.locator('.expense-legend__details').first();
  if ((await rent.count()) > 0) {
    await rent.locator('summary').click();
    await expect(rent.locator('.expense-legend__sources li').first()).toBeVisible();
    await page.screenshot({ path: shot(page, 'planner-legend') });
  }
  await expectNoBadWrapping(page, 'my budget');
  await page.screenshot({ path: shot(page, 'planner-budget'), fullPage: true });

  // Each slider by mouse (or a tap), then by keyboard; its box follows.
  for (const name of PLAN) {
    await pointAt(page, slider(page, name), 0.3);
    await expect(box(page, name)).not.toHaveValue('0');
    // REMAINING stays in sight while the sliders move.
    if (name === 'BILLS') {
      await expect(remaining(page)).toBeInViewport();
      await page.screenshot({ path: shot(page, 'planner-sliders') });
    }
    const before = Number(await box(page, name).inputValue());
    await slider(page, name).focus();
    await page.keyboard.press('ArrowRight');
    await expect(box(page, name)).not.toHaveValue(String(before));
    const after = Number(await box(page, name).inputValue());
    expect(after).toBeGreaterThan(before);
    await expect(slider(page, name)).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^\\${dollars(after)}, \\d+% of what remains$`),
    );
  }
  // Five sliders at about a third each share out more than remains: said in words.
  await expect(remaining(page)).toHaveClass(/plan-remaining--over/);
  await expect(remaining(page)).toContainText('over what remains');
  await settle(page);
  await page.screenshot({ path: shot(page, 'planner-over'), fullPage: true });

  // Typing more than remains gives what remains.
  await box(page, 'BILLS').fill('');
  await box(page, 'BILLS').pressSequentially(String(budget.Plannable + 250));
  await expect(box(page, 'BILLS')).toHaveValue(String(budget.Plannable));
  await expect(page.getByText(`${dollars(budget.Plannable)} is the most`)).toBeVisible();
  await expect(slider(page, 'BILLS')).toHaveValue('100');

  // A plan that gives every dollar a job: half to bills, the rest to savings.
  const bills = Math.floor(budget.Plannable / 2);
  for (const name of PLAN) await box(page, name).fill('0');
  await box(page, 'BILLS').fill(String(bills));
  await box(page, 'SAVINGS ACCOUNT').fill(String(budget.Plannable - bills));
  await expect(remaining(page)).toHaveClass(/plan-remaining--exact/);
  await expect(remaining(page)).toContainText('Every dollar has a job');
  await page.getByRole('button', { name: 'SAVE MY PLAN' }).click();
  await expect(page.getByText(`Plan saved for week ${budget.Week}`)).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot(page, 'planner-saved'), fullPage: true });

  // The diary: write, save, read the mentor's reply, edit.
  await page.getByRole('tab', { name: 'DIARY' }).click();
  await expect(page).toHaveURL(/\/weeklyplanner\/diary$/);
  await expect(
    page.getByText(
      'Provide your thoughts, tips and strategies – within the game and in real life!',
    ),
  ).toBeVisible();
  const response = page.getByRole('textbox', { name: 'Your response' });
  const save = page.getByRole('button', { name: 'SAVE RESPONSE' });
  await expect(save).toBeDisabled();
  await response.fill('   ');
  await expect(save).toBeDisabled();
  await response.fill('I will pay my bills first and put the rest in savings.');
  await expect(page.getByText('54 of 500 characters')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot(page, 'planner-diary'), fullPage: true });
  await save.click();
  const mentor = page.getByRole('dialog');
  await expect(mentor).toBeVisible();
  await expect(mentor).not.toBeEmpty();
  await page.screenshot({ path: shot(page, 'planner-mentor'), fullPage: true });
  await dismissMentor(page);
  await expect(response).toHaveAttribute('readonly', '');
  await expect(page.getByText('Response saved')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot(page, 'planner-diary-saved'), fullPage: true });

  await page.getByRole('button', { name: 'EDIT THIS RESPONSE' }).click();
  await expect(response).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' Tip: check your pay slip.');
  await page.getByRole('button', { name: 'SAVE RESPONSE' }).click();
  await dismissMentor(page);
  await expect(response).toHaveValue(
    'I will pay my bills first and put the rest in savings. Tip: check your pay slip.',
  );

  // No past weeks yet.
  await page.getByRole('link', { name: 'PAST WEEK ENTRIES' }).click();
  await expect(page.getByRole('heading', { name: 'PAST WEEK ENTRIES' })).toBeVisible();
  await expect(page.getByText('No Past Week Entries')).toBeVisible();
  await settle(page);

  // The week's summary sets the plan beside what the player did.
  await finishTheWeek(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  const plan = page.getByRole('table', { name: 'Your plan and what you did' });
  await expect(plan).toBeVisible();
  await expect(plan.getByRole('row')).toHaveCount(6);
  await settle(page);
  await page.screenshot({ path: shot(page, 'planner-week-summary'), fullPage: true });
  await page.getByRole('button', { name: 'START NEXT WEEK' }).click();
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
  await settle(page, { mentor: true });

  // Week 2: last week's plan, and last week's entry among the past ones.
  await openApp(page, /Weekly Planner/);
  const lastWeek = page.getByRole('table', { name: 'Last week: your plan and what you did' });
  await expect(lastWeek).toBeVisible();
  await expect(lastWeek.getByRole('row')).toHaveCount(6);
  await settle(page);
  await lastWeek.evaluate((table) => table.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: shot(page, 'planner-last-week') });
  await page.getByRole('tab', { name: 'MY BUDGET' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'DIARY' })).toBeFocused();
  await expect(page).toHaveURL(/\/weeklyplanner\/diary$/);
  await page.getByRole('link', { name: 'PAST WEEK ENTRIES' }).click();
  const entries = page.getByRole('list', { name: 'Past week entries, newest first' });
  await expect(entries.getByRole('link')).toHaveCount(1);
  await expect(entries.getByRole('link').first()).toContainText('Week 1');
  await expect(entries.getByRole('link').first()).toContainText('Response saved');
  await settle(page);
  await page.screenshot({ path: shot(page, 'planner-archive'), fullPage: true });
  await entries.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/weeklyplanner\/archive\/view\?week=1$/);
  const past = page.getByRole('textbox', { name: 'Your response' });
  await expect(past).toHaveValue(/Tip: check your pay slip\.$/);
  await expect(past).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'EDIT THIS RESPONSE' })).toBeVisible();
  await settle(page);
  await expectNoBadWrapping(page, 'a past entry');
  await page.screenshot({ path: shot(page, 'planner-archive-view'), fullPage: true });
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/weeklyplanner\/archive$/);
});
