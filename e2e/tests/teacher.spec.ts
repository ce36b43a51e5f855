import { readFile } from 'node:fs/promises';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { createTeacherByAdmin } from './admin-support';
import { expectNoBadWrapping } from './layout';
import { dismissMentor, PASSWORD, registerStudent, signInAndStartGame } from './support';
import {
  finishGameByApi,
  openEverydayAccount,
  playWeekByApi,
  takeMoneyCheckByApi,
} from './week-support';

// Issue 19, the teacher's side, as a new teacher meets it on a laptop and on a tablet: an account
// made with the admin command, its password set through the player's reset page, sign-in at
// /teacher, a class created and its link copied. Three students join in their own browsers and
// play (one stays in week 1 without a bank account and tries to end the week); the class view
// follows them by itself, the stuck student first with the reason. The teacher resets that
// student's password (the student uses the link and signs in), replays another's week 2 and
// exports the class as CSV. Axe on every teacher screen; screenshots in /tmp/mc-shots/teacher-*.

test.setTimeout(300_000);

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'tablet', viewport: { width: 820, height: 1180 } },
] as const;

const NEW_PASSWORD = 'Fresh456';

/** A CSV as rows of cells (RFC 4180: quoted cells, doubled quotes, commas and line breaks inside). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function shoot(page: Page, size: string, name: string) {
  await page.screenshot({ path: `/tmp/mc-shots/teacher-${size}-${name}.png`, fullPage: true });
  await expectNoBadWrapping(page, `teacher ${size} ${name}`);
}

/** A student of the class in a browser of their own, signed in with their game started. */
async function student(browser: Browser, gameLinkId: string, name: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = await registerStudent(context.request, gameLinkId, name, 19);
  // The class has the money check; its screen has a journey of its own (money-check.spec.ts).
  await signInAndStartGame(page, gameLinkId, email, takeMoneyCheckByApi);
  await dismissMentor(page);
  return { context, page, email };
}

/** The row of the class table for the student called `name`. */
const classRow = (table: Locator, name: string) =>
  table.locator('tbody tr').filter({ has: table.page().getByRole('rowheader', { name }) });

for (const size of SIZES) {
  test(`a teacher runs a class (${size.name})`, async ({ browser }) => {
    const teacherContext: BrowserContext = await browser.newContext({
      viewport: size.viewport,
      hasTouch: size.name === 'tablet',
    });
    await teacherContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await teacherContext.newPage();
    const students: BrowserContext[] = [];
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

    try {
      // The account: made by the admin command, its password set on the usual reset page.
      const email = `teacher.${stamp}@school.edu.au`;
      const setPassword = createTeacherByAdmin(email, 'Ms Ngata');
      await page.goto(setPassword);
      await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm new password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(
        page.getByRole('heading', { name: 'Your password has been changed' }),
      ).toBeVisible();

      // Sign in at /teacher: a wrong password is said in words first.
      await page.goto('/teacher');
      await expect(page.getByRole('heading', { level: 1, name: 'Teacher sign in' })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('NotMyPassword1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).not.toBeEmpty();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, size.name, 'sign-in');
      // A forgotten password goes by the usual e-mail; the page leads back to the sign-in.
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Reset your password' }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/teacher\/classes$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My classes' })).toBeVisible();
      await expect(page.getByText('No classes yet.')).toBeVisible();
      await expect(page.locator('.phone, .game-frame')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, size.name, 'classes-empty');

      // A class, and its link copied.
      const className = `10B Commerce ${size.name}`;
      await page.getByLabel('Class name').fill(className);
      await page.getByLabel('Year level (optional)').fill('10');
      await page.getByLabel('Subject (optional)').fill('Commerce');
      await page.getByRole('button', { name: 'Create class' }).click();
      const created = page.getByRole('heading', { name: `${className} is ready` });
      await expect(created).toBeFocused();
      await page
        .getByRole('button', { name: `Copy link for ${className}` })
        .first()
        .click();
      await expect(page.getByText('Link copied').first()).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const gameLinkId = /\/auth\/login\/([0-9a-f-]{36})$/.exec(copied)?.[1] ?? '';
      expect(gameLinkId, copied).not.toBe('');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, size.name, 'classes');

      // The class view, open before anyone joins; it must never reload from here on.
      await page.getByRole('link', { name: className }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: className })).toBeFocused();
      await expect(page.getByText('Live: updates as students play')).toBeVisible();
      await expect(page.getByText('No students yet.')).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as { stillHere?: boolean }).stillHere = true;
      });

      // Three students in their own browsers: Abe stays in week 1 without a bank account and
      // tries to end the week; Tom plays week 1; Rae plays weeks 1 and 2.
      const abe = await student(browser, gameLinkId, 'Abe');
      students.push(abe.context);
      await abe.page.getByRole('button', { name: 'Finish the week' }).click();
      await abe.page.getByRole('dialog').getByRole('button', { name: 'Finish the week' }).click();
      await expect(
        abe.page.getByText('You need a bank account before you can finish week 1'),
      ).toBeVisible();

      const tom = await student(browser, gameLinkId, 'Tom');
      students.push(tom.context);
      await openEverydayAccount(tom.page);
      await playWeekByApi(tom.page);

      const rae = await student(browser, gameLinkId, 'Rae');
      students.push(rae.context);
      await openEverydayAccount(rae.page);
      await playWeekByApi(rae.page);
      await playWeekByApi(rae.page);

      // The class view caught up by itself: Abe on top with the reason, the others' weeks.
      const table = page.getByRole('table', { name: /students/ });
      await expect(table.locator('tbody tr')).toHaveCount(3, { timeout: 15_000 });
      await expect(classRow(table, 'Rae')).toContainText('3 of 26', { timeout: 15_000 });
      await expect(classRow(table, 'Tom')).toContainText('2 of 26');
      const top = table.locator('tbody tr').first();
      await expect(top.getByRole('rowheader')).toContainText('Abe');
      await expect(top).toContainText("Can't finish week 1 without a bank account");
      await expect(top).toContainText('Needs help');
      expect(
        await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
      ).toBe(true);

      // Sorting by keyboard: the Week header, twice, then back to who needs help first.
      const weekHeader = table.getByRole('columnheader', { name: /Week/ });
      await weekHeader.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect(weekHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(table.locator('tbody tr').first().getByRole('rowheader')).toContainText('Rae');
      await page.keyboard.press('Enter');
      await expect(weekHeader).toHaveAttribute('aria-sort', 'ascending');
      await table.getByRole('button', { name: /Needs help/ }).click();
      await expect(top.getByRole('rowheader')).toContainText('Abe');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, size.name, 'class');

      // The class's learning on the money check: nobody has finished the game yet, so it says
      // so; once Tom has played to the end and answered the end quiz, his two scores show, and
      // beside each topic what the class did in the game. The students' table is back with a click.
      await page.getByRole('tab', { name: 'Learning' }).click();
      await expect(
        page.getByText('No student has done both the money check and the end quiz yet.', {
          exact: false,
        }),
      ).toBeVisible();
      await finishGameByApi(tom.page);
      await page.getByRole('tab', { name: 'Students' }).click();
      await page.getByRole('tab', { name: 'Learning' }).click();
      const learned = page.getByRole('table', { name: "Each student's money check" });
      await expect(classRow(learned, 'Tom')).toContainText('12 of 12');
      await expect(page.getByText('Students who did both')).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Right answers by topic' }).getByRole('columnheader', {
          name: 'In the game',
        }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, size.name, 'class-learning');

      // The weekly guide, from the class page: on screen, then printed (a PDF of it, and the
      // print preview's look), without the page's controls and a week to a page.
      await page.getByRole('link', { name: 'Weekly guide' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Weekly guide: ${className}` }),
      ).toBeFocused();
      await expect(
        page
          .getByRole('region', { name: /^Week 1: / })
          .getByText(/^Answer:/)
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'The money check' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, size.name, 'guide');
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Print the guide' })).toBeHidden();
      await expect(page.locator('.teacher-bar')).toBeHidden();
      await page.screenshot({ path: `/tmp/mc-shots/teacher-${size.name}-guide-print.png` });
      const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
      // 26 weeks and the money check, each from a new page.
      expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThanOrEqual(27);
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('link', { name: 'Back to the class' }).click();
      await expect(page.getByRole('heading', { level: 1, name: className })).toBeFocused();
      await page.getByRole('tab', { name: 'Students' }).click();
      await expect(table).toBeVisible();

      // The settings: pace the class to week 4, hide the leaderboard.
      await page.getByLabel('Students may play up to week').check();
      await page.getByLabel('Last week students may play').fill('4');
      await page.getByRole('button', { name: 'Save pace' }).click();
      await expect(page.getByText('Students may play up to week 4.')).toBeVisible();
      const leaderboard = page.getByRole('switch', {
        name: 'Students can see the class leaderboard',
      });
      await leaderboard.click();
      await expect(leaderboard).not.toBeChecked();
      await expect(page.getByText('The class leaderboard is hidden from students.')).toBeVisible();

      // The whole class as CSV: a download, parsed, a row per student.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = parseCsv(await readFile((await download.path()) ?? '', 'utf8'));
      const [header, ...rows] = csv.filter((row) => row.some((cell) => cell !== ''));
      expect(header?.join(' ')).toMatch(/name/i);
      expect(rows).toHaveLength(3);
      for (const name of ['Abe', 'Tom', 'Rae'])
        expect(
          rows.some((row) => row.some((cell) => cell.includes(name))),
          name,
        ).toBe(true);
      await expect(page.getByText('The class is in your downloads as a CSV file.')).toBeVisible();

      // Abe's password: a one-time link to hand over; it works, and Abe signs in with it.
      await classRow(table, 'Abe').getByRole('link', { name: /Abe/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Abe/ })).toBeFocused();
      await expect(page.getByText(/No week finished yet/)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Abe may need help' })).toContainText(
        "Can't finish week 1 without a bank account",
      );
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText(/Hand Abe.* this link\. It works once/)).toBeVisible();
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Link copied')).toBeVisible();
      const resetLink = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(resetLink.pathname).toBe('/auth/password-reset');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, size.name, 'student-reset');

      await abe.page.goto(`${resetLink.pathname}${resetLink.search}`);
      await abe.page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await abe.page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await abe.page.getByRole('button', { name: 'Change password' }).click();
      await expect(
        abe.page.getByRole('heading', { name: 'Your password has been changed' }),
      ).toBeVisible();
      await abe.page.goto(`/auth/login/${gameLinkId}`);
      await abe.page.getByLabel('School Email').fill(abe.email);
      await abe.page.getByLabel('Password').fill(NEW_PASSWORD);
      await abe.page.getByRole('button', { name: 'Sign in' }).click();
      await expect(abe.page).toHaveURL(/\/auth\/game$/);

      // Rae's game, replayed: week 1, then week 2 with what she did and where she stood.
      await page.getByRole('link', { name: 'Back to the class' }).click();
      await classRow(table, 'Rae').getByRole('link', { name: /Rae/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Rae/ })).toBeFocused();
      await expect(page.getByRole('img', { name: /Net position week by week/ })).toBeVisible();
      const weeksTable = page.getByRole('table', { name: 'Net position week by week' });
      await expect(weeksTable.locator('tbody tr')).toHaveCount(2);
      await expect(
        page.getByRole('table', { name: 'Where the money went in week 1' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(page.getByRole('heading', { name: 'Week 2', exact: true })).toBeVisible();
      const breakdown = page.getByRole('table', { name: 'Where the money went in week 2' });
      await expect(breakdown).toBeVisible();
      const report = page.getByRole('table', { name: 'Where they stood at the end of week 2' });
      await expect(report).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What they did in week 2' })).toBeVisible();
      // The replay's net position is the one the weeks table gives for the end of week 2.
      const endOfWeek2 = await weeksTable
        .locator('tbody tr')
        .nth(1)
        .locator('td')
        .nth(1)
        .innerText();
      await expect(report.locator('tfoot')).toContainText(endOfWeek2);
      await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, size.name, 'student-replay');

      // Signing out leaves the teacher at the sign-in.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/teacher$/);
      await expect(page.getByText("You've signed out.")).toBeVisible();
      await page.goto('/teacher/classes');
      await expect(page).toHaveURL(/\/teacher$/);
    } finally {
      for (const context of students) await context.close();
      await teacherContext.close();
    }
  });
}
