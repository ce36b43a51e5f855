import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { createLinkByAdmin } from './admin-support';
import { expectNoBadWrapping } from './layout';
import { dismissMentor, registerStudent, settle } from './support';
import type { PretestResult } from '@mc/contract';
import { finishGameByApi, gameGet, openEverydayAccount, shot } from './week-support';

// Issue 33: on a class with the money check, a new student answers its twelve questions before
// week 1, one at a time, never told right or wrong; leaving part way and signing in again comes
// back to the question they were on; then week 1 opens. The student plays on to the end (the
// weeks and the end quiz through the API) and the end of the game shows their two scores.

test.setTimeout(240_000);

test('a student takes the money check before week 1, leaves part way and finishes it', async ({
  page,
  request,
}) => {
  const link = createLinkByAdmin(
    '--group',
    'Money check class',
    '--year',
    '9',
    '--pretest',
    'on',
    '--weeks',
    '26',
    '--end-survey-optional',
    'yes',
  );
  const email = await registerStudent(request, link, 'Sam', 15);
  await page.goto(`/auth/login/${link}`);
  await page.getByLabel('School Email').fill(email);
  await page.getByLabel('Password').fill('Secret123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('button', { name: /new game/i })
    .first()
    .click();

  await expect(page).toHaveURL(/\/pretest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Money check' })).toBeVisible();
  await expect(page.getByText(/12 quick questions on what you know about money/)).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'MONEY CHECK' });
  await expect(progress).toHaveAttribute('aria-valuetext', 'Question 1 of 12');
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await expectNoBadWrapping(page, 'the money check');
  await page.screenshot({ path: shot(page, 'money-check'), fullPage: true });

  // Three answers, never marked; NEXT waits for an answer.
  await expect(page.getByRole('button', { name: 'NEXT' })).toBeDisabled();
  for (let question = 1; question <= 3; question += 1) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(progress).toHaveAttribute('aria-valuetext', `Question ${question + 1} of 12`);
    await expect(page.getByText(/correct|incorrect/i)).toHaveCount(0);
  }
  const fourth = await page.getByRole('group').getAttribute('aria-label');
  const legend = await page.locator('legend').textContent();

  // Leaving (Save and exit) and coming back: the same question.
  await page.getByRole('button', { name: 'Save and exit' }).click();
  await page.goto(`/auth/login/${link}`);
  await page.getByLabel('School Email').fill(email);
  await page.getByLabel('Password').fill('Secret123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('button', { name: /continue|play/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pretest$/);
  await expect(progress).toHaveAttribute('aria-valuetext', 'Question 4 of 12');
  expect(await page.locator('legend').textContent()).toBe(legend);
  expect(fourth).toBeNull();

  for (let question = 4; question <= 12; question += 1) {
    // The next question is on screen before it is answered (the last one's answer is sent first).
    await expect(progress).toHaveAttribute('aria-valuetext', `Question ${question} of 12`);
    await page.getByRole('radio').nth(1).check();
    const last = question === 12;
    if (last) await page.screenshot({ path: shot(page, 'money-check-last'), fullPage: true });
    await page.getByRole('button', { name: last ? 'FINISH' : 'NEXT' }).click();
  }
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await dismissMentor(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // To the end: every week, then the end quiz with every answer right, the check's among them.
  const before = (await gameGet<PretestResult>(page, '/api/i/pretest/result')).Results.Before;
  expect(before).not.toBeNull();
  await openEverydayAccount(page);
  await finishGameByApi(page);
  await page.goto('/end-of-game');
  const card = page.getByRole('region', { name: 'Your money check' });
  await expect(card).toContainText(`Before: ${before} of 12. After: 12 of 12.`);
  await expect(card).toContainText(
    before! < 12 ? `That's ${12 - before!} more right than before week 1` : 'The same questions',
  );
  await card.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await expectNoBadWrapping(page, 'the end of the game with the money check');
  await page.screenshot({ path: shot(page, 'money-check-end'), fullPage: true });
});
