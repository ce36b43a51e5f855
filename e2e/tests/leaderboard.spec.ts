import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dismissMentor, PASSWORD, registerStudent, settle, signInAndStartGame } from './support';
import { settleAll, shot, signInAndContinue } from './week-support';

// Issue 18, the leaderboards: a new player in a class of a game with three classes (10B in NSW,
// 9V in Victoria, and 8H whose teacher hid the class board) finds the leaderboard from where
// they're at, sees their class with their own game marked and ranked below the top 10, moves to
// the whole game by keyboard, narrows it by state and age group; a player of the hidden class is
// told their teacher turned it off and is left off the whole game's board. Axe at each screen.

test.setTimeout(180_000);

const root = resolve(import.meta.dirname, '../..');

interface Link {
  GameLinkID: string;
  GameID: string;
}

/** The teacher's command line on the journeys' database, as global-setup runs it. */
function createLink(...args: string[]): Link {
  const output = execFileSync(
    'node',
    [join(root, 'packages/server/dist/admin.js'), 'create-link', ...args],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        PORT: process.env.E2E_PORT ?? '4317',
      },
      encoding: 'utf8',
    },
  );
  return JSON.parse(output.trim()) as Link;
}

/** A student of the class who has started their game (through the API: not this journey's). */
async function classmate(request: APIRequestContext, link: Link, name: string, age: number) {
  const email = await registerStudent(request, link.GameLinkID, name, age);
  const signedIn = await request.post('/Token', {
    form: { grant_type: 'password', username: email, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await signedIn.json()).access_token as string}` };
  await request.post('/api/m/gamelinks', { headers, data: { GameLinkID: link.GameLinkID } });
  const created = await request.post('/api/i/games', {
    headers,
    data: { GameID: link.GameID, GameLinkID: link.GameLinkID },
  });
  const instance = (await created.json()).Results.ID as string;
  const started = await request.post('/api/i/games/startweek', {
    headers,
    data: { GameInstanceID: instance },
  });
  expect((await started.json()).Success).toBe(true);
  return email;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 991;

/** From the dashboard, as a player finds it: where I'm at, then the leaderboard. */
async function openLeaderboard(page: Page) {
  await page.goto('/app/dashboard');
  if (isPhone(page)) await page.getByRole('link', { name: "Where I'm at" }).click();
  await page.getByRole('link', { name: 'See how you compare on the leaderboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
}

const CLASSMATES = ['Ava', 'Ben', 'Cal', 'Dee', 'Eve', 'Fin', 'Gus', 'Hal', 'Ivy', 'Jo'];

test('a player sees where they stand in their class and across the whole game', async ({
  page,
  request,
}) => {
  const tenB = createLink('--group', '10B', '--state', 'NSW');
  const nineV = createLink('--game', tenB.GameID, '--group', '9V', '--state', 'VIC');
  const eightH = createLink('--game', tenB.GameID, '--group', '8H', '--hide-leaderboard');
  // Ten classmates of the same age started before me: the same money, so they got there first.
  for (const name of CLASSMATES) await classmate(request, tenB, name, 14);
  await classmate(request, nineV, 'Omar', 17);
  await classmate(request, nineV, 'Vee', 13);
  const hana = await classmate(request, eightH, 'Hana', 14);

  const email = await registerStudent(request, tenB.GameLinkID, 'Zara', 14);
  await signInAndStartGame(page, tenB.GameLinkID, email);
  await dismissMentor(page);
  await settle(page);

  // My class: the top 10, then me, marked in words, with my place said.
  await openLeaderboard(page);
  const classBoard = page.getByRole('table', { name: 'Your class, best result against par first' });
  await expect(classBoard).toBeVisible();
  await expect(page.getByText("You're 11th in your class.")).toBeVisible();
  await expect(classBoard.getByRole('row')).toHaveCount(12);
  const me = classBoard.getByRole('row', { name: /Zara · 10B/ });
  await expect(me).toContainText('You');
  await expect(me.getByRole('cell').first()).toHaveText('11');
  await expect(classBoard.getByRole('row', { name: /Ava · 10B/ })).toBeVisible();
  await expect(classBoard).not.toContainText('@');
  await settle(page);
  await page.screenshot({ path: shot(page, 'leaderboard-class'), fullPage: true });
  await me.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot(page, 'leaderboard-me') });

  // The whole game, by keyboard: every class of the game but the hidden one.
  await page.getByRole('tab', { name: 'My class' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Whole game' })).toBeFocused();
  const gameBoard = page.getByRole('table', {
    name: 'The whole game, best result against par first',
  });
  await expect(gameBoard).toBeVisible();
  // Everyone has just started, so everyone is on par whatever their age or class: the ten who got
  // there first lead, then me.
  await expect(gameBoard.getByRole('row')).toHaveCount(12);
  await expect(gameBoard.getByRole('row', { name: /Ava · 10B/ })).toContainText('on par');
  await expect(gameBoard).not.toContainText('Hana');
  await expect(page.getByText(/^You're \d+(st|nd|rd|th) in the whole game\.$/)).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot(page, 'leaderboard-game'), fullPage: true });

  // Victoria's board (I'm in NSW), then ages 16 to 18 across the states.
  await page.getByLabel('State').selectOption({ label: 'Victoria' });
  const victoria = page.getByRole('table', { name: 'Victoria, best result against par first' });
  await expect(victoria.getByRole('row')).toHaveCount(3);
  await expect(
    page.getByText("You're not on this board: it's just for classes in Victoria."),
  ).toBeVisible();
  await page.getByLabel('State').selectOption({ label: 'All states' });
  await page.getByLabel('Age group').selectOption({ label: '16 to 18' });
  const older = page.getByRole('table', {
    name: 'The whole game, ages 16 to 18, best result against par first',
  });
  await expect(older.getByRole('row')).toHaveCount(2);
  await expect(older).toContainText('Omar · 9V');
  await expect(page.getByText(/aren't on the age boards/)).toBeVisible();
  await expect(
    page.getByText("You're not on this board: it's just for players aged 16 to 18."),
  ).toBeVisible();
  await expect(page).toHaveURL(/tab=game&age=16-18$/);
  await settle(page);
  await page.screenshot({ path: shot(page, 'leaderboard-age'), fullPage: true });

  // Back goes to where I'm at.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard(\/where-im-at)?$/);
  await expect(page.getByRole('heading', { name: 'My net position' })).toBeVisible();

  // A player of the class whose teacher hid the board: told so, still signed in, and not on the
  // whole game's board either.
  await page.evaluate(() => localStorage.clear());
  await signInAndContinue(page, eightH.GameLinkID, hana);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await settleAll(page);
  await openLeaderboard(page);
  await expect(page.getByText('Your teacher has turned the class leaderboard off.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: shot(page, 'leaderboard-off'), fullPage: true });
  await page.getByRole('button', { name: 'See the whole game' }).click();
  await expect(
    page.getByText(
      "Your class isn't on this board: your teacher has turned the class leaderboard off.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText('Hana');
  await expect(page).toHaveURL(/\/app\/dashboard\/leaderboard\?tab=game$/);
  await settle(page);
});
