import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import {
  cents,
  dismissMentor,
  headerNetWorthCents,
  registerStudent,
  settle,
  signInAndStartGame,
} from './support';
import {
  finishTheWeek,
  gameGet,
  gamePost,
  openEverydayAccount,
  shot,
  signInAndContinue,
  skipRequiredQuizByApi,
} from './week-support';

// Issue 10, points 1, 5 and 9: whatever the browser's history does, and on whichever device, a
// player whose week has ended is taken to where the week is; the summary and the dashboard tell
// one story; the end-of-week header shows the server's week; the bonus question is one Tab stop,
// and its timer can be turned off from the keyboard (and stays off after a reload).

const link = () => process.env.E2E_DEMO_LINK ?? '';

test.setTimeout(120_000);

async function newPlayer(page: Page, request: Parameters<typeof registerStudent>[0]) {
  const email = await registerStudent(request, link());
  await signInAndStartGame(page, link(), email);
  await dismissMentor(page);
  await openEverydayAccount(page);
  await page.reload();
  await settle(page);
  return email;
}

const summaryHeading = (page: Page, week: number) =>
  page.getByRole('heading', { name: `Your week ${week} summary` });

test('Back and a reload at every step of the end of the week lead to where the week is', async ({
  page,
  request,
}) => {
  await newPlayer(page, request);
  // The player has been in an app before finishing the week, as players are.
  await page
    .getByRole('link', { name: /My Cash/ })
    .first()
    .click();
  await settle(page, { mentor: true });
  await finishTheWeek(page);
  await expect(page).toHaveURL(/\/end-of-week\/question$/);

  // From the question, Tab reaches the timer's switch; Enter turns the timer off (WCAG 2.2.1)
  // and focus moves to what that means. The radio group is one Tab stop: then an answer, then Skip.
  await page.getByRole('heading', { name: 'Bonus question' }).focus();
  await page.keyboard.press('Tab');
  const timerSwitch = page.getByRole('button', { name: 'Turn off the timer (no time bonus)' });
  await expect(timerSwitch).toBeFocused();
  await page.keyboard.press('Enter');
  const timerOff = page.locator('p', { hasText: 'Timer off. Take your time' });
  await expect(timerOff).toBeFocused();
  await expect(timerOff).toContainText('a right answer still earns the cash reward');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skip' })).toBeFocused();

  // Back on the bonus question (to My Cash): the week has ended, so the question comes back.
  await page.goBack();
  await expect(page).toHaveURL(/\/end-of-week\/question$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Bonus question' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bonus question' })).toBeVisible();
  // The server keeps the timer off: a reload shows no countdown.
  await expect(timerOff).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: shot(page, 'question'), fullPage: true });

  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/feedback-(correct|incorrect)$/);
  const verdict = page.getByRole('heading', { level: 1, name: /^(CORRECT!|INCORRECT)$/ });
  await expect(verdict).toBeVisible();
  // A reload keeps the feedback; Back (to the dashboard) then goes on to the summary.
  await page.reload();
  await expect(verdict).toBeVisible();
  await settle(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/end-of-week\/summary$/, { timeout: 15_000 });
  await expect(summaryHeading(page, 1)).toBeVisible();
  await page.reload();
  await expect(summaryHeading(page, 1)).toBeVisible();

  // Any screen of the game leads to the summary until the next week starts.
  for (const path of ['/app/dashboard', '/app/dashboard/cashbox', '/app/dashboard/emails']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/end-of-week\/summary$/, { timeout: 15_000 });
  }
  await settle(page);

  await page.getByRole('button', { name: 'START NEXT WEEK' }).click();
  await expect(page.getByRole('heading', { name: 'Week 2', exact: true })).toBeVisible();
  const onward = page.getByRole('button', { name: 'CONTINUE' });
  if (await onward.isVisible()) await onward.click();
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('banner')).toContainText('Week 2 of 26');
});

/** A second browser of the same size: the player's other device. */
function sameDevice(): BrowserContextOptions {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, userAgent } =
    test.info().project.use;
  return { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, userAgent };
}

test('another device continues the week where it is, not at the start of the next one', async ({
  browser,
  page,
  request,
}) => {
  const email = await newPlayer(page, request);
  await finishTheWeek(page);

  // Continue on another device: the week has ended, so its question comes next, and the week
  // is not skipped by starting the next one.
  const other = await browser.newContext(sameDevice());
  const phone = await other.newPage();
  await signInAndContinue(phone, link(), email);
  await expect(phone).toHaveURL(/\/end-of-week\/question$/, { timeout: 15_000 });
  await expect(phone.getByRole('banner')).toContainText('Week 1 of 26');
  await phone.getByRole('button', { name: 'Skip' }).click();
  await expect(summaryHeading(phone, 1)).toBeVisible();
  await phone.getByRole('button', { name: 'START NEXT WEEK' }).click();
  const onward = phone.getByRole('button', { name: 'CONTINUE' });
  await expect(onward.or(phone.getByRole('heading', { name: /^Hi / }))).toBeVisible({
    timeout: 15_000,
  });
  if (await onward.isVisible()) await onward.click();
  await expect(phone).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
  await expect(phone.getByRole('banner')).toContainText('Week 2 of 26');
  await settle(phone, { mentor: true });
  await other.close();
});

test('the end-of-week header shows the server’s week when the game moved on elsewhere', async ({
  page,
  request,
}) => {
  await newPlayer(page, request);
  await finishTheWeek(page);
  // Elsewhere (another device, the same account): week 1 is done, week 2 starts and ends, and
  // its bonus question is on that device's screen.
  const question = await gamePost<{ ID: string }>(page, '/api/i/eowquestions/generate');
  await gamePost(page, '/api/i/eowquestions', { QuestionID: question.Results.ID, Skip: true });
  await gamePost(page, '/api/i/games/startweek');
  await skipRequiredQuizByApi(page);
  expect((await gamePost(page, '/api/i/games/endweek')).Success).toBe(true);
  expect((await gamePost(page, '/api/i/eowquestions/generate')).Success).toBe(true);

  // This browser still remembers week 1; a reload shows week 2's question under week 2.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bonus question' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Week 2 of 26');
  await expect(page.getByRole('banner')).not.toContainText('Week 1');
  await settle(page);
});

test('the summary says where the money went, and the next week says which bills arrived', async ({
  page,
  request,
}) => {
  await newPlayer(page, request);
  await finishTheWeek(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(summaryHeading(page, 1)).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot(page, 'summary'), fullPage: true });

  const list = page.getByRole('list', { name: 'Where did my money go?' });
  await expect(list).toBeVisible();
  const rows = await list.getByRole('listitem').allInnerTexts();
  const shown = rows.map((row) => cents(row.split('\n').at(-1) ?? ''));
  const difference = cents(await page.locator('.summary__change-sign').innerText());
  expect(shown.reduce((total, amount) => total + amount, 0)).toBe(difference);

  // The list is the ledger's, as the server reports it.
  type Movement = { Label: string; Amount: number };
  const summary = await gameGet<{ Movements: Movement[]; FinishingNetPosition: number }>(
    page,
    '/api/i/progress/summary',
  );
  expect(rows.map((row) => row.split('\n')[0])).toEqual(
    summary.Results.Movements.map((movement) => movement.Label),
  );
  expect(shown).toEqual(
    summary.Results.Movements.map((movement) => cents(String(movement.Amount))),
  );
  // Words that match what moved the number: no praise for money moves the player did not make.
  await expect(page.getByText('Nice work! Your money moves paid off.')).toHaveCount(0);

  await page.getByRole('button', { name: 'START NEXT WEEK' }).click();
  await expect(page.getByRole('heading', { name: 'Week 2', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New bills this week' })).toBeVisible();
  // The header moves on with the week the server has started.
  await expect(page.getByRole('banner')).toContainText('Week 2 of 26');
  await settle(page);
  await page.screenshot({ path: shot(page, 'start'), fullPage: true });
  const figure = async (label: string) =>
    cents(
      (await page.getByText(label).locator('xpath=..').locator('dd').innerText()).split(' (')[0]!,
    );
  expect(await figure('Net position last week')).toBe(
    cents(String(summary.Results.FinishingNetPosition)),
  );
  const now = await figure('Net position now');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
  await settle(page, { mentor: true });
  // The dashboard shows the figure the start of the week explained.
  const unit = (page.viewportSize()?.width ?? 1280) < 991 ? 1 : 100;
  expect(await headerNetWorthCents(page)).toBe(Math.round(now / unit) * unit);
});
