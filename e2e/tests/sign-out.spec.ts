import { expect, test, type Page } from '@playwright/test';
import { dismissMentor, registerStudent, signInAndStartGame } from './support';
import {
  buyCheapestCard,
  openEverydayAccount,
  playWeekByApi,
  settleAll as settle,
  shot,
  signInAndContinue,
} from './week-support';

// Issue 10, point 2: a reload must never lose what signing out needs; and point 9: the mentor's
// weekly tip is shown once, not again on every Continue.

const link = () => process.env.E2E_DEMO_LINK ?? '';

test.setTimeout(180_000);

/** The apps the player reloads before Save and exit, and how to open each. */
const SCREENS: [string, (page: Page) => Promise<unknown>][] = [
  ['the dashboard', (page) => page.goto('/app/dashboard')],
  ['My Bank', (page) => page.goto('/app/dashboard/banking')],
  ['Email', (page) => page.goto('/app/dashboard/emails')],
  ['My Cash', (page) => page.goto('/app/dashboard/cashbox')],
  ['the card', (page) => page.goto('/app/dashboard/creditcard')],
  [
    'a message thread',
    async (page) => {
      await page.goto('/app/dashboard/text-message');
      await settle(page);
      await page
        .getByRole('main')
        .getByRole('link')
        .filter({ hasText: /week \d+/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/text-message\/message/);
    },
  ],
];

test('Save and exit after a reload signs out cleanly, on every app', async ({ page, request }) => {
  const email = await registerStudent(request, link());
  await signInAndStartGame(page, link(), email);
  await dismissMentor(page);
  await buyCheapestCard(page, await openEverydayAccount(page));
  // Week 2 brings the first text messages.
  await playWeekByApi(page);

  for (const [name, open] of SCREENS) {
    await open(page);
    await settle(page);
    await page.reload();
    await settle(page);
    await page.getByRole('button', { name: 'Save and exit' }).click();
    await expect(page, `Save and exit on ${name}`).toHaveURL(new RegExp(`/auth/login/${link()}$`));
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(/session has expired/i)).toHaveCount(0);
    await signInAndContinue(page, link(), email);
    await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
  }
  await settle(page);
  await page.screenshot({ path: shot(page, 'signed-back-in'), fullPage: true });
});

test('the week’s tip is shown once, not again on every Continue', async ({ page, request }) => {
  const email = await registerStudent(request, link());
  await signInAndStartGame(page, link(), email);
  await dismissMentor(page);
  await openEverydayAccount(page);
  await playWeekByApi(page, { startNext: false });
  await page.goto('/end-of-week/summary');
  await page.getByRole('button', { name: 'START NEXT WEEK' }).click();
  await expect(page.getByRole('heading', { name: 'Week 2', exact: true })).toBeVisible();
  const onward = page.getByRole('button', { name: 'CONTINUE' });
  if (await onward.isVisible()) await onward.click();
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
  // The week's tip, once.
  await dismissMentor(page);

  // Continue from the game slots, then after signing out and in: no tip again.
  for (const signOut of [false, true]) {
    if (signOut) {
      await page.getByRole('button', { name: 'Save and exit' }).click();
      await expect(page).toHaveURL(new RegExp(`/auth/login/${link()}$`));
      await signInAndContinue(page, link(), email);
    } else {
      await page.goto('/auth/game');
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: /^Hi / })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await settle(page);
});
