import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

export const PASSWORD = 'Secret123';

/** Registers a student on a link through the API (the accounts journey covers the form). */
export async function registerStudent(
  request: APIRequestContext,
  gameLinkId: string,
  name = 'Sam',
  /** Years old this year: 19 plays the 18-year-old persona the journeys were written for. */
  age = 19,
) {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@school.edu.au`;
  const response = await request.post('/api/Account/Register', {
    data: {
      GameLinkID: gameLinkId,
      Email: email,
      YOB: String(new Date().getFullYear() - age),
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Name: name,
      Surname: '',
      Age: '',
      Gender: 'n',
    },
  });
  expect((await response.json()).Success).toBe(true);
  return email;
}

/** Signs in through the login page and starts a new game from the game slots. */
const traffic = new WeakMap<Page, { open: number; since: number }>();

/** Counts the page's open requests from now on (signing in starts it; requestsAnswered reads it). */
export function watchRequests(page: Page): { open: number; since: number } {
  let watched = traffic.get(page);
  if (!watched) {
    const state = { open: 0, since: Date.now() };
    const opened = () => {
      state.open += 1;
      state.since = Date.now();
    };
    const closed = () => {
      state.open = Math.max(0, state.open - 1);
      state.since = Date.now();
    };
    page.on('request', opened);
    page.on('requestfinished', closed);
    page.on('requestfailed', closed);
    traffic.set(page, state);
    watched = state;
  }
  return watched;
}

/**
 * Resolves once the page has had no request open for a moment (at most a few seconds: a screen
 * that keeps asking is let be).
 */
export async function requestsAnswered(page: Page, { quietMs = 250, atMostMs = 3_000 } = {}) {
  const watched = watchRequests(page);
  const started = Date.now();
  while (Date.now() - started < atMostMs) {
    if (watched.open === 0 && Date.now() - watched.since >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

export async function signInAndStartGame(
  page: Page,
  gameLinkId: string,
  email: string,
  /** How a class's money check is answered when it comes first (the screen's own way here). */
  answerCheck: (page: Page) => Promise<unknown> = takeMoneyCheck,
) {
  watchRequests(page);
  await page.goto(`/auth/login/${gameLinkId}`);
  await page.getByLabel('School Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/game$/);
  await page
    .getByRole('button', { name: /new game/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/dashboard$|\/pretest$/);
  if (page.url().endsWith('/pretest')) await answerCheck(page);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/**
 * Answers the money check before week 1 (issue 33) as a student does: an answer to each
 * question (`choose` picks its place, the first by default), NEXT, and FINISH on the last.
 */
export async function takeMoneyCheck(page: Page, choose: (index: number) => number = () => 0) {
  await expect(page.getByRole('heading', { level: 1, name: 'Money check' })).toBeVisible();
  for (let index = 1; index <= 20 && page.url().endsWith('/pretest'); index += 1) {
    const finish = page.getByRole('button', { name: 'FINISH' });
    const last = await finish.isVisible();
    await page.getByRole('radio').nth(choose(index)).check();
    await (last ? finish : page.getByRole('button', { name: 'NEXT' })).click();
    if (last) break;
    await expect(page.getByRole('progressbar', { name: 'MONEY CHECK' })).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^Question ${index + 1} of`),
    );
  }
}

/** Pages through the mentor's popup to its last page and closes it with Got it!. */
export async function dismissMentor(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let pageNumber = 0; pageNumber < 12; pageNumber += 1) {
    const gotIt = dialog.getByRole('button', { name: 'Got it!' });
    if (await gotIt.isVisible()) {
      await gotIt.click();
      break;
    }
    await dialog.getByRole('button', { name: /next/i }).click();
  }
  await expect(dialog).toBeHidden();
}

/** Dismisses the mentor if it is showing (the first visit to an app), and checks the screen. */
export async function settle(page: Page, { mentor = false }: { mentor?: boolean } = {}) {
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('dialog');
  // The mentor's help loads after the app opens: wait for it where it is due.
  if (mentor) await dialog.waitFor({ state: 'visible', timeout: 10_000 });
  if (await dialog.isVisible()) await dismissMentor(page);
  await expectNoSeriousA11yViolations(page);
}

/** '$1,234.56' or '-$12.00' as cents. */
export const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** Net worth in the status bar, in cents (whole dollars on a desktop). */
export async function headerNetWorthCents(page: Page): Promise<number> {
  return cents(await page.locator('.status-bar__net-value').innerText());
}

/** The signed-in player's token and game, as the web app keeps them. */
export async function session(
  page: Page,
): Promise<{ Token: string; GameInstanceID: string; GameID: string }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('mc.session') ?? '{}'));
}

export async function openApp(page: Page, name: RegExp, firstVisit = false) {
  await page.goto('/app/dashboard');
  await page.getByRole('link', { name }).first().click();
  await settle(page, { mentor: firstVisit });
}
