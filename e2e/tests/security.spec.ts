import { expect, test, type Page } from '@playwright/test';
import { dismissMentor, openApp, registerStudent, settle, signInAndStartGame } from './support';

// Issue 11, problem 8: the game works under its strict Content-Security-Policy (the game's own
// origin only, no inline script or style, no framing). Chromium reports every blocked load or
// inline script on the console; a student's path through the game must cause none.

const demoLink = () => process.env.E2E_DEMO_LINK ?? '';

function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

test('the game runs under its Content-Security-Policy with nothing refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const violations = watchPolicy(page);
  const first = await page.goto(`/auth/login/${demoLink()}`);
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(first?.headers()['x-frame-options']).toBe('DENY');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: /create/i })).toBeVisible();

  const email = await registerStudent(request, demoLink(), 'Policy');
  await signInAndStartGame(page, demoLink(), email);
  // The week's first mentor popup always opens on the dashboard; close it as a student would.
  await dismissMentor(page);
  await settle(page);
  for (const app of [/bank/i, /email/i, /messages/i, /cash/i, /credit/i]) {
    await openApp(page, app, true);
  }
  await page.goto('/app/dashboard/where-im-at');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the game refuses to be framed by another page', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => violations.push(message.text()));
  await page.setContent(
    `<iframe id="game" src="${test.info().project.use.baseURL}/auth/login/${demoLink()}"></iframe>`,
  );
  await expect
    .poll(() => violations.some((text) => /frame-ancestors|X-Frame-Options|refused to/i.test(text)))
    .toBe(true);
});
