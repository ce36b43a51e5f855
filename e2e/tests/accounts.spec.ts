import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

// Journeys of spec part 1 sections 2 and 4, as a new player or family would take them.

const schoolLink = () => process.env.E2E_DEMO_LINK ?? '';
const familyLink = () => process.env.E2E_FAMILY_LINK ?? '';
const PASSWORD = 'Secret123';

/** Names allow letters, digits and underscore only; each test gets its own. */
function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

async function allowedYear(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/Account/yobrange');
  const { Results } = (await response.json()) as { Results: { EndYear: number } };
  return String(Results.EndYear - 1);
}

/** A school account made through the API, for journeys that are not about registering. */
async function registerByApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/Account/Register', {
    data: {
      GameLinkID: schoolLink(),
      Email: email,
      YOB: await allowedYear(request),
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Name: 'Sam',
      Surname: '',
      Age: '',
      Gender: 'n',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function signIn(page: Page, link: string, email: string, password: string, label: string) {
  await page.goto(`/auth/login/${link}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel(label).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The newest mail in the server's outbox that mentions `email`, as text. */
function newestMailFor(email: string): string | undefined {
  const dir = process.env.E2E_OUTBOX_DIR ?? join(process.env.E2E_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).map((name) => join(dir, name));
  } catch {
    return undefined;
  }
  const mails = files
    .map((path) => ({ path, time: statSync(path).mtimeMs, text: readFileSync(path, 'utf8') }))
    .filter((mail) => mail.text.includes(email) || decodeMail(mail.text).includes(email))
    .sort((a, b) => b.time - a.time);
  return mails[0] ? decodeMail(mails[0].text) : undefined;
}

/** Undoes quoted-printable soft breaks and escapes and HTML's &amp;, if the mail uses them. */
function decodeMail(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&amp;/g, '&');
}

function resetLinkIn(mail: string): string {
  const match = /\/auth\/password-reset\?[^\s"'<>)\]]+/.exec(mail);
  if (!match) throw new Error(`The reset mail has no /auth/password-reset link:\n${mail}`);
  return match[0];
}

test('a new player registers on a school link, starts a game, and finds it again after signing out', async ({
  page,
}) => {
  const email = `${unique('student')}@school.edu.au`;
  await page.goto(`/auth/login/${schoolLink()}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();

  await expect(page).toHaveURL(/\/auth\/create-user$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
  await page.getByLabel('School Email').click();
  await page.getByLabel('Year of birth').click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const hint = await page.getByText(/Four digits, between \d{4} and \d{4}/).textContent();
  const endYear = Number(/and (\d{4})/.exec(hint ?? '')?.[1]);
  await page.getByLabel('School Email').fill(email);
  await page.getByLabel('Year of birth').fill(String(endYear - 1));
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Gender').selectOption({ label: 'Not specified' });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/auth\/game$/);
  await expect(page.getByRole('heading', { name: 'Choose your game' })).toBeVisible();
  await expect(page.getByText('Hi Sam!')).toBeVisible();
  await expect(page.getByText('New game', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Start new game' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Back to game selection, sign out, and sign in again: the game is waiting.
  await page.goto('/auth/game');
  await expect(page.getByText('Week 1 in progress')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login/${schoolLink()}$`));
  await signIn(page, schoolLink(), email, PASSWORD, 'School Email');
  await expect(page).toHaveURL(/\/auth\/game$/);
  await expect(page.getByText('Week 1 in progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
});

test('a registration with an e-mail already in use shows why, and Go Back keeps the form', async ({
  page,
  request,
}) => {
  const email = `${unique('taken')}@school.edu.au`;
  await registerByApi(request, email);
  await page.goto(`/auth/login/${schoolLink()}`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('School Email').fill(email);
  await page.getByLabel('Year of birth').fill(await allowedYear(request));
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Gender').selectOption({ label: 'Male' });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    page.getByRole('heading', { name: "We couldn't create your account" }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByLabel('School Email')).toHaveValue(email);
});

test('a player who forgot their password resets it from the e-mail and signs in with the new one', async ({
  page,
  request,
}) => {
  const email = `${unique('forgetful')}@school.edu.au`;
  await registerByApi(request, email);

  await page.goto(`/auth/login/${schoolLink()}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/account-recovery/${schoolLink()}$`));
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('School Email').fill(`${unique('nobody')}@school.edu.au`);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();

  await page.getByLabel('School Email').fill(email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(
    page.getByText('Check your email for instructions on how to change your password.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  let mail: string | undefined;
  await expect.poll(() => (mail = newestMailFor(email)) !== undefined).toBe(true);
  const link = resetLinkIn(mail ?? '');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('Brand1New');
  await page.getByLabel('Confirm new password').fill('Brand1New');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The same link cannot be used twice.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Other2Pass');
  await page.getByLabel('Confirm new password').fill('Other2Pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('Password reset failed');

  await signIn(page, schoolLink(), email, PASSWORD, 'School Email');
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, schoolLink(), email, 'Brand1New', 'School Email');
  await expect(page).toHaveURL(/\/auth\/game$/);
});

test('a family registers, adds members, and sees the leaderboard once a member plays', async ({
  page,
}) => {
  const email = `${unique('family')}@example.com`;
  const first = unique('Mia');
  const second = unique('Tom');

  await page.goto(`/auth/login/${familyLink()}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();

  await expect(page.getByRole('heading', { name: 'Create your family account' })).toBeVisible();
  await expect(page.getByLabel('Year of birth')).toHaveCount(0);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Family name', { exact: true }).fill('Nguyen');
  await page.getByLabel('Age').selectOption('35 - 54');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/auth\/family$/);
  await expect(page.getByRole('heading', { name: 'The Nguyen family' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leaderboard' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  for (const [name, age, gender] of [
    [first, '12 - 15', 'Female'],
    [second, '16 - 18', 'Male'],
  ] as const) {
    await page.getByRole('link', { name: 'Add a family member' }).click();
    await expect(page.getByRole('heading', { name: 'Add a family member' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Age').selectOption(age);
    await page.getByLabel('Gender').selectOption({ label: gender });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page).toHaveURL(/\/auth\/family$/);
    await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Edit family name' }).click();
  await page.getByLabel('Family name', { exact: true }).fill('Tran');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'The Tran family' })).toBeVisible();

  await page.getByRole('button', { name: new RegExp(first) }).click();
  await expect(page).toHaveURL(/\/auth\/game$/);
  await expect(page.getByText(`Playing as ${first}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Start new game' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.goto('/auth/family');
  await page.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/auth\/family\/leaderboard$/);
  await expect(page.getByRole('row', { name: new RegExp(first) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a token revoked by signing out in one tab sends the other tab to /timeout', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const email = `${unique('twotabs')}@school.edu.au`;
  await registerByApi(request, email);
  await signIn(page, schoolLink(), email, PASSWORD, 'School Email');
  await expect(page).toHaveURL(/\/auth\/game$/);
  // A second window holding a copy of the same session (its local storage).
  const other = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState(),
  });
  const otherPage = await other.newPage();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login/${schoolLink()}$`));

  await otherPage.goto('/auth/game');
  await expect(otherPage).toHaveURL(/\/timeout$/);
  await expect(
    otherPage.getByText('Your session has expired please follow the link you were supplied.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(otherPage);
  await other.close();
});
