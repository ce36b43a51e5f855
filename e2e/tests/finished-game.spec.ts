import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createLinkByAdmin } from './admin-support';
import { dismissMentor, registerStudent, signInAndStartGame } from './support';
import {
  buyCheapestCard,
  openEverydayAccount,
  playWeekByApi,
  settleAll,
  shot,
} from './week-support';

// Issue 10, points 3 and 4: 'See results' on a finished game reaches the player's final results
// (the end of the game, where I'm at and the last summary), and every app of a finished game is
// read-only and says so calmly, with no action that would fail. The games here end with no quiz
// or survey (a link made with --end-survey none): the end quiz has its own journey
// (end-of-game.spec.ts), and a game with a required quiz goes to the quiz first.

let noQuizLink = '';
test.beforeAll(() => {
  noQuizLink = createLinkByAdmin('--end-survey', 'none', '--group', 'Finished games');
});

const link = () => noQuizLink;

test.setTimeout(240_000);

/** The main actions of the money apps: none belongs to a finished game. */
const ACTIONS =
  /^(move money|transfer|pay bill|pay your card|pay|open an account|open an investment|get the .*|accept|decline|close .*|withdraw.*)$/i;

async function expectReadOnly(page: Page, name: string) {
  await expect(page.getByRole('button', { name: ACTIONS }), name).toHaveCount(0);
  await expect(page.getByRole('link', { name: ACTIONS }), name).toHaveCount(0);
  await expect(page.getByText(/The game is over, so nothing here can change now/)).toBeVisible();
  // The structured parts (a bill's tag and details, a payment screen): an e-mail's own words
  // ('due by the end of week 27') are a letter sent at the time, and stay as they were.
  await expect(
    page.getByText(/Something went wrong|Due by the end of week|Due week \d/),
  ).toHaveCount(0);
  await expect(page.getByText(/next week/i)).toHaveCount(0);
}

/** A new player's game played to its end through the API: the last question skipped. */
async function finishedGame(page: Page, request: APIRequestContext) {
  const email = await registerStudent(request, link());
  await signInAndStartGame(page, link(), email);
  await dismissMentor(page);
  await buyCheapestCard(page, await openEverydayAccount(page));
  for (let week = 1; week < 26; week += 1) await playWeekByApi(page);
  await playWeekByApi(page, { startNext: false });
}

test('See results on a finished game reaches the final results and the last summary', async ({
  page,
  request,
}) => {
  await finishedGame(page, request);

  // The game slot of a finished game: See results, the end of the game.
  await page.goto('/auth/game');
  await page.getByRole('button', { name: 'See results' }).click();
  await expect(page).toHaveURL(/\/end-of-game$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'You did it, Sam!' })).toBeVisible();
  // No quiz or survey to do: the certificate, and nothing to start.
  await expect(page.getByRole('button', { name: 'Download your certificate' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start the questions' })).toHaveCount(0);
  await settleAll(page);
  await page.screenshot({ path: shot(page, 'final-results'), fullPage: true });

  // Where I'm at, marked complete, with the apps still there to look back on.
  await page.getByRole('link', { name: 'Look back at your apps' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/dashboard/where-im-at');
  await expect(page.getByText("That's the game! Here's where you finished.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: 'My net position' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish the week' })).toBeDisabled();
  await settleAll(page);
  await page.screenshot({ path: shot(page, 'final-where-im-at'), fullPage: true });

  // ...and the last week's summary, which promises no next week.
  await page.getByRole('link', { name: 'See your last weekly summary' }).click();
  await expect(page.getByRole('heading', { name: 'Your week 26 summary' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Where did my money go?' })).toBeVisible();
  await expect(page.getByText(/next week/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'FINISH THE GAME' })).toBeVisible();
  await settleAll(page);
  await page.screenshot({ path: shot(page, 'last-summary'), fullPage: true });
});

test('every app of a finished game is read-only and says so calmly', async ({ page, request }) => {
  await finishedGame(page, request);

  // Every app: still there to look back on, nothing that would fail.
  const apps: [string, string][] = [
    ['My Bank', '/app/dashboard/banking'],
    ['My Cash', '/app/dashboard/cashbox'],
    ['My Credit', '/app/dashboard/creditcard'],
    ['Email', '/app/dashboard/emails/1'],
    ['Messages', '/app/dashboard/text-message'],
  ];
  for (const [name, path] of apps) {
    await page.goto(path);
    await settleAll(page);
    await expectReadOnly(page, name);
    await page.screenshot({
      path: shot(page, `finished-${name.replace(' ', '-')}`),
      fullPage: true,
    });
  }

  // A bill left unpaid says so, not when it would have been due (no bill falls due after the last
  // week now, so the one left is overdue, or with a collector).
  await page.goto('/app/dashboard/emails/1');
  await page
    .getByRole('link')
    .filter({ hasText: /Unpaid|Overdue|Collected/ })
    .filter({ hasNotText: /Debt collection|Final notice|Reminder|Disconnection/ })
    .first()
    .click();
  await settleAll(page);
  await expect(page.getByText('Not paid when the game ended')).toBeVisible();
  await expectReadOnly(page, 'an unpaid bill');

  // No conversation offers an answer any more.
  await page.goto('/app/dashboard/text-message');
  const threads = page
    .getByRole('main')
    .getByRole('link')
    .filter({ hasText: /week \d+/i });
  for (let index = 0; index < (await threads.count()); index += 1) {
    await threads.nth(index).click();
    await settleAll(page);
    await expectReadOnly(page, `thread ${index + 1}`);
    await page.goBack();
  }
});
