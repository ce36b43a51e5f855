import { readFile } from 'node:fs/promises';
import { MY_DATA_FILE_NAME, type MyData } from '@mc/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { createLinkByAdmin, createTeacherByAdmin } from './admin-support';
import { expectNoBadWrapping } from './layout';
import { PASSWORD, registerStudent } from './support';
import { shot } from './week-support';

// Issue 34, children's data kept and then deleted, as the people it is for meet it: a student
// reads the privacy notice from the sign-in page, downloads everything kept about them and
// deletes their account (a wrong password first); then cannot sign in with it. A teacher exports
// a class as JSON and deletes it by typing its name (desktop only, as the teacher's journey).

test.setTimeout(120_000);

async function signIn(page: Page, link: string, email: string) {
  await page.goto(`/auth/login/${link}`);
  await page.getByLabel('School Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a student reads the privacy notice, downloads their data and deletes their account', async ({
  page,
  request,
}) => {
  const link = createLinkByAdmin('--group', 'My data class', '--year', '9');
  const email = await registerStudent(request, link, 'Kai', 15);

  // The notice, from the sign-in page.
  await page.goto(`/auth/login/${link}`);
  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText(/400 days after your class last played/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoBadWrapping(page, 'the privacy notice');
  await page.screenshot({ path: shot(page, 'privacy'), fullPage: true });

  await signIn(page, link, email);
  await expect(page).toHaveURL(/\/auth\/game$/);
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();

  // Everything kept about them, as a file.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(MY_DATA_FILE_NAME);
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as MyData;
  expect(data.Account.Email).toBe(email);
  expect(JSON.stringify(data)).not.toMatch(/password_hash|\$argon|\$scrypt/i);

  // Deleting: the step says what goes; a wrong password deletes nothing.
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Delete your account?' })).toBeFocused();
  await page.getByLabel('Your password').fill('NotMine123');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('alert')).toContainText('That password is not right');
  await expectNoSeriousA11yViolations(page);
  await expectNoBadWrapping(page, 'deleting an account');
  await page.screenshot({ path: shot(page, 'delete-account'), fullPage: true });
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot(page, 'account-deleted'), fullPage: true });
  // A reload keeps the page; Back does not lead into the deleted account's games.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Your data' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/auth\/game$/);

  // The account is gone: signing in with it is refused.
  await signIn(page, link, email);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth\/game$/);
});

test('a teacher exports a class as JSON and deletes it by typing its name', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', "the teacher's screens are for a laptop or tablet");
  const email = `teacher.data.${Date.now()}@school.edu.au`;
  await page.goto(createTeacherByAdmin(email, 'Mr Data'));
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.goto('/teacher');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const className = `8D Money ${Date.now() % 10_000}`;
  await page.getByLabel('Class name').fill(className);
  await page.getByRole('button', { name: 'Create class' }).click();
  await page.getByRole('link', { name: className }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeFocused();
  // The class is new: its data is kept until a date more than a year away.
  await expect(page.getByText(/Students' data is kept until \d{1,2} \w+ \d{4}/)).toBeVisible();
  const gameLinkId = /\/teacher\/classes\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all (JSON)' }).click();
  const exported = JSON.parse(await readFile((await (await downloading).path()) ?? '', 'utf8')) as {
    Class: { GroupName: string };
  };
  // The class with its rows and each student's weeks (none yet: the API tests fill a class).
  expect(exported).toMatchObject({ Class: { GroupName: className }, Rows: [], Students: [] });

  await page.getByRole('button', { name: 'Delete class' }).click();
  await expect(page.getByRole('heading', { name: `Delete ${className}?` })).toBeFocused();
  const confirm = page.getByRole('button', { name: `Delete ${className} for good` });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('Type the class name to confirm').fill(className);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/mc-shots/teacher-desktop-delete-class.png', fullPage: true });
  await confirm.click();
  await expect(page).toHaveURL(/\/teacher\/classes$/);
  await expect(page.getByText(`${className} has been deleted.`)).toBeVisible();
  await expect(page.getByRole('link', { name: className })).toHaveCount(0);
  // Its students' link is gone with it.
  const gone = await request.get(`/api/m/gamelink?GameLinkID=${gameLinkId}`);
  expect(((await gone.json()) as { Success: boolean }).Success).toBe(false);
});
