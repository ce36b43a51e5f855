import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

test('the demo link shows the splash, then the sign-in', async ({ page }) => {
  await page.goto(`/auth/login/${process.env.E2E_DEMO_LINK}`);
  await expect(page.getByRole('heading', { name: 'Money Challenge' })).toBeVisible();
  await expect(page.getByText('Demo class')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 5000 });
  await expect(page.getByLabel('School Email')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a closed link lands on /offline with the spec text', async ({ page }) => {
  await page.goto(`/auth/login/${process.env.E2E_CLOSED_LINK}`);
  await expect(page).toHaveURL(/\/offline$/);
  await expect(
    page.getByRole('heading', { name: 'THE MONEY CHALLENGE IS NOW CLOSED' }),
  ).toBeVisible();
  await expect(page.getByText('This game link is no longer active.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown link says so', async ({ page }) => {
  await page.goto('/auth/login/5b0f3c7e-1111-4222-8333-944455556666');
  await expect(page.getByRole('heading', { name: 'Game link ID not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown address lands on the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the Money Challenge' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the session-expired page says what to do', async ({ page }) => {
  await page.goto('/timeout');
  await expect(
    page.getByText('Your session has expired please follow the link you were supplied.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
