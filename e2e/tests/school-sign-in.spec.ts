import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { dismissMentor } from './support';
import { openEverydayAccount, playWeekByApi, shot } from './week-support';

// Issue 31: a student joins their class with its code, signs in with their school account (a
// real OpenID provider the journeys run), plays week 1, saves and exits, and signs in again the
// same way to find their game (asked their year of birth only the first time). Axe on the new
// screens.

test.setTimeout(120_000);

const code = () => process.env.E2E_YEAR10_CODE ?? '';
const link = () => process.env.E2E_YEAR10_LINK ?? '';

/** Tells the school's provider who signs in next (a student already signed in to it). */
async function nextAtProvider(page: Page, given_name: string) {
  const sub = `${given_name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const response = await page.request.put(`${process.env.E2E_SCHOOL_PROVIDER}/test/user`, {
    data: { sub, email: `${sub}@school.edu.au`, given_name, email_verified: true },
  });
  expect(response.status()).toBe(204);
}

async function signInWithSchool(page: Page, { first = false } = {}) {
  const button = page.getByRole('link', { name: 'Sign in with Riverbend High' });
  await expect(button).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot(page, 'sign-in-with-school'), fullPage: true });
  await button.click();
  if (first) {
    // The one thing the school account does not bring: the year of birth, asked once.
    const year = page.getByRole('textbox', { name: 'Year of birth' });
    await expect(year).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shot(page, 'year-of-birth'), fullPage: true });
    await year.fill('20');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter the year as a four digit number')).toBeVisible();
    await year.fill(String(new Date().getFullYear() - 15));
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(/\/auth\/game$/);
}

test('a student joins by code, signs in with the school account, plays and comes back', async ({
  page,
}) => {
  await nextAtProvider(page, 'Noa');
  await page.goto('/');
  await page.getByRole('link', { name: 'I have a class code' }).click();
  await expect(page).toHaveURL(/\/join$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot(page, 'join'), fullPage: true });
  // A wrong code first: it says so.
  await page.getByLabel('Class code').fill('KKK KKK');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('alert')).toContainText('No class has that code');
  // Typed the way a student reads it off the board: lower case, with a space.
  const typed = `${code().slice(0, 3).toLowerCase()} ${code().slice(3)}`;
  await page.getByLabel('Class code').fill(typed);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login/${link()}$`));
  await signInWithSchool(page, { first: true });

  await page
    .getByRole('button', { name: /new game/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await dismissMentor(page);
  await expect(page.getByRole('heading', { name: 'Hi Noa' })).toBeVisible();
  await openEverydayAccount(page);
  await playWeekByApi(page);
  await page.goto('/app/dashboard');
  await expect(page.getByText(/Week 2/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Save and exit' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login/${link()}$`));
  await signInWithSchool(page);
  await page
    .getByRole('button', { name: /^Continue$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText(/Week 2/).first()).toBeVisible();
});
