import { expect, test, type Page } from '@playwright/test';
import {
  cents,
  dismissMentor,
  headerNetWorthCents,
  openApp,
  registerStudent,
  session,
  settle,
  signInAndStartGame,
} from './support';
import { playWeekByApi, skipRequiredQuizByApi } from './week-support';

// A new student plays the money side of the game: weeks 1 to 3 by hand, then the rest of the game.
// The server gives every new game the same world (GAME_SEED, see find-seed.ts), so the text offers
// of weeks 2 and 3 arrive on every run.

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

async function finishWeek(page: Page, answer: 'first' | 'skip' = 'first') {
  // Finance Weekly's journey takes the quiz; this one gets a required quiz out of the way.
  await skipRequiredQuizByApi(page);
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Finish the week' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /finish|yes|accept/i })
    .click();
  await expect(page).toHaveURL(/\/end-of-week\/(end|question)/);
  await expect(page.getByRole('heading', { name: /bonus question/i })).toBeVisible({
    timeout: 15_000,
  });
  await settle(page);
  if (answer === 'skip') await page.getByRole('button', { name: 'Skip' }).click();
  else {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/feedback-(correct|incorrect)/);
    await settle(page);
    await page.getByRole('button', { name: 'CONTINUE' }).click();
  }
  await expect(page).toHaveURL(/\/end-of-week\/summary/);
  await settle(page);
  const figure = async (name: string) =>
    cents(
      await page
        .locator('.summary__position')
        .filter({ hasText: name })
        .locator('dd.amount')
        .innerText(),
    );
  return {
    starting: await figure('Starting net position'),
    finishing: await figure('Finishing net position'),
  };
}

/** Opens the conversation that holds an offer still waiting for an answer. */
async function openThreadWithOffer(page: Page) {
  const threads = page
    .getByRole('main')
    .getByRole('link')
    .filter({ hasText: /week \d+/i });
  const count = await threads.count();
  for (let index = 0; index < count; index += 1) {
    await threads.nth(index).click();
    await settle(page);
    if (await page.getByRole('button', { name: 'DECLINE' }).first().isVisible()) return;
    await page.getByRole('link', { name: 'Messages' }).click();
  }
  throw new Error('no conversation holds an open offer');
}

/** START NEXT WEEK, the start screen (with the bills that arrived), then the new week. */
async function startNextWeek(page: Page, week: number) {
  await page.getByRole('button', { name: 'START NEXT WEEK' }).click();
  await expect(page.getByText(`Week ${week}`).first()).toBeVisible();
  // When bills arrived the start screen says which, and waits for the player to read it.
  const onward = page.getByRole('button', { name: 'CONTINUE' });
  if (await onward.isVisible()) await onward.click();
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
  await settle(page, { mentor: true });
}

/** The player's net position at the moment, in cents, from the where-I'm-at report. */
async function netPositionCents(page: Page) {
  const { Token, GameInstanceID } = await session(page);
  const response = await page.request.get(`/api/i/progress?GameInstanceID=${GameInstanceID}`, {
    headers: { authorization: `Bearer ${Token}` },
  });
  return Math.round((await response.json()).Results.NetPosition * 100);
}

/** Plays weeks quickly through the API, as the journey has shown each screen already. */
async function fastForward(page: Page, weeks: number) {
  for (let week = 0; week < weeks; week += 1) await playWeekByApi(page);
}

test('a student plays weeks 1 to 3 and then finishes the game', async ({ page, request }) => {
  const link = process.env.E2E_DEMO_LINK ?? '';
  const email = await registerStudent(request, link);
  await signInAndStartGame(page, link, email);
  await dismissMentor(page);
  await settle(page);

  // Week 1: open an everyday account, move cash into it, pay a bill.
  await openApp(page, /My Bank/, true);
  await page.getByRole('link', { name: /open an account/i }).click();
  await settle(page);
  await page.getByRole('link', { name: 'Choose Everyday Access' }).click();
  await settle(page);
  await page.getByRole('button', { name: 'Open Everyday Access' }).click();
  await expect(page.getByText(/Everyday Access/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/banking/);

  await openApp(page, /My Cash/, true);
  await page.getByRole('link', { name: /move money/i }).click();
  await settle(page);
  await page.getByLabel('Amount').fill('300');
  await page.getByRole('button', { name: /transfer|move/i }).click();
  await expect(page).toHaveURL(/\/cashbox$/, { timeout: 15_000 });
  await expect(page.getByText('$600.00').first()).toBeVisible();

  await openApp(page, /Email/, true);
  await page.getByRole('link', { name: /^Bills/ }).click();
  await page.getByRole('link', { name: /rent/i }).first().click();
  await settle(page);
  await page.getByRole('link', { name: /pay/i }).first().click();
  await settle(page);
  await page.getByLabel('Pay from').selectOption({ label: 'My Cash: $600.00' });
  await page.getByRole('button', { name: 'Pay $466.00' }).click();
  await expect(page.getByText(/paid/i).first()).toBeVisible();
  await settle(page);

  const week1 = await finishWeek(page);
  // A week runs from where the last one finished, before its bills arrive: week 1 from the
  // starter scenario's $900 of cash and the phone they own, worth $179.40 second-hand ($299 new
  // less 40%).
  expect(week1.starting).toBe(90_000 + 17_940);
  expect(week1.finishing).toBe(await netPositionCents(page));
  await startNextWeek(page, 2);
  // The status bar shows the new week's net position: whole dollars on a desktop, cents on a phone.
  const unit = (page.viewportSize()?.width ?? 1280) < 991 ? 1 : 100;
  expect(await headerNetWorthCents(page)).toBe(
    Math.round((await netPositionCents(page)) / unit) * unit,
  );

  // Week 2: accept a text offer, buy a credit card.
  await openApp(page, /Messages/, true);
  await openThreadWithOffer(page);
  await page.getByRole('button', { name: 'ACCEPT' }).first().click();
  await expect(page.getByText(/accepted/i).first()).toBeVisible({ timeout: 15_000 });
  await settle(page);

  await openApp(page, /My Credit/, true);
  await page.getByRole('radio', { name: /Low Rate Card/ }).check();
  await page.getByRole('button', { name: 'Get the Low Rate Card' }).click();
  await expect(page).toHaveURL(/\/creditcard$/, { timeout: 15_000 });
  await settle(page);

  const week2 = await finishWeek(page);
  expect(week2.finishing).toBe(await netPositionCents(page));
  expect(week2.starting).toBe(week1.finishing);
  await startNextWeek(page, 3);

  // Week 3: read the first (fortnightly) pay slip, decline the other text offer.
  await openApp(page, /Email/);
  await page.getByRole('link', { name: /^Bank/ }).click();
  await page
    .getByRole('link', { name: /pay slip|payslip|pay for/i })
    .first()
    .click();
  await settle(page);
  await expect(page.getByText(/gross pay/i).first()).toBeVisible();
  await expect(page.getByText(/net pay/i).first()).toBeVisible();

  await openApp(page, /Messages/);
  await openThreadWithOffer(page);
  await page.getByRole('button', { name: 'DECLINE' }).first().click();
  await expect(page.getByText(/declined/i).first()).toBeVisible({ timeout: 15_000 });
  await settle(page);

  // ...and put the week's groceries and fares on the new card: they have no bill, they come out
  // of the source chosen in My Bank at the end of the week.
  await openApp(page, /My Bank/);
  await page.getByRole('link', { name: 'Everyday spending' }).click();
  await settle(page);
  const source = page.getByLabel('Everyday spending comes out of');
  const card = source.locator('option', { hasText: 'Low Rate Card' });
  await source.selectOption({ label: (await card.textContent()) ?? '' });
  await expect(page.getByText('From now on it comes out of Low Rate Card.')).toBeVisible();
  await settle(page);

  await finishWeek(page, 'skip');
  await startNextWeek(page, 4);

  // The card's first statement comes at the end of week 4; pay it in week 5.
  await fastForward(page, 1);
  await openApp(page, /My Credit/);
  await page.getByRole('link', { name: 'See your statement' }).click();
  await settle(page);
  await page.getByRole('link', { name: /pay/i }).first().click();
  await settle(page);
  await page.getByRole('button', { name: /^Pay it all/ }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/creditcard$/, { timeout: 15_000 });
  await settle(page);

  // The rest of the game, then its last week by hand.
  const { GameInstanceID } = await session(page);
  expect(GameInstanceID).toBeTruthy();
  await fastForward(page, 21);
  await page.goto('/app/dashboard');
  await expect(page.getByText('Week 26 of 26')).toBeVisible();
  await finishWeek(page, 'skip');
  // New games end with a required quiz (end-of-game.spec.ts takes it): the game goes there next.
  await page.getByRole('button', { name: 'START QUIZ' }).click();
  await expect(page.getByRole('heading', { name: 'Nearly there!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: "WAIT! You're not finished yet." })).toBeVisible({
    timeout: 15_000,
  });
  await settle(page);
});
