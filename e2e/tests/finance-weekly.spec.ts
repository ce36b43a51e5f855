import { expect, test, type Page } from '@playwright/test';
import { dismissMentor, openApp, registerStudent, settle, signInAndStartGame } from './support';
import { expectNoSeriousA11yViolations } from './a11y';
import { finishTheWeek, gameGet, openEverydayAccount, playWeekByApi, shot } from './week-support';

// Issue 16: Finance Weekly as a new player meets it. They read the week's article, open a money
// word from the glossary, take the quiz with all three kinds of question (by mouse and by keyboard
// alone), see the money arrive in My Cash, and find the next required quiz holding up the week.

const link = () => process.env.E2E_DEMO_LINK ?? '';

test.setTimeout(180_000);

const cashCents = async (page: Page) =>
  Math.round((await gameGet<{ Balance: number }>(page, '/api/i/cashbox')).Results.Balance * 100);

/** Answers the question on screen: by keyboard alone when `keyboard`, else by mouse. */
async function answer(page: Page, keyboard: boolean) {
  if (/\/fill-gap$/.test(new URL(page.url()).pathname)) {
    const blanks = page.getByRole('button', { name: /^Blank \d+ of \d+, empty$/ });
    const count = await blanks.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let blank = 1; blank <= count; blank++) {
      const empty = page.getByRole('button', { name: new RegExp(`^Blank ${blank} of ${count}`) });
      if (keyboard) {
        await empty.focus();
        await page.keyboard.press('Enter');
      } else await empty.click();
      const picker = page.getByRole('group', { name: `Choose a word for blank ${blank}` });
      const word = picker.getByRole('button', { disabled: false }).first();
      if (keyboard) {
        await word.focus();
        await page.keyboard.press('Enter');
      } else await word.click();
      await expect(
        page.getByRole('button', { name: new RegExp(`^Blank ${blank} of ${count}: `) }),
      ).toBeVisible();
    }
  } else {
    const first = page.getByRole('radio').first();
    if (keyboard) {
      await first.focus();
      await page.keyboard.press('Space');
    } else await first.check();
  }
  const submit = page.getByRole('button', { name: 'SUBMIT' });
  await expect(submit).toBeEnabled();
  if (keyboard) {
    await submit.focus();
    await page.keyboard.press('Enter');
  } else await submit.click();
  await expect(page.getByText(/Correct!|Not quite/).first()).toBeVisible();
}

/**
 * Answers every question of the quiz on screen and moves on, by mouse before question
 * `keyboardFrom` (0-based) and by keyboard alone from it; returns the kinds of question met.
 */
async function takeQuiz(
  page: Page,
  { keyboardFrom, shots = false }: { keyboardFrom: number; shots?: boolean },
) {
  const kinds = new Set<string>();
  for (let question = 0; question < 6; question++) {
    await expect(page).toHaveURL(/\/financeweekly\/quiz\/(\d+|fill-gap|summary)$/);
    if (page.url().endsWith('/summary')) break;
    const gaps = page.url().endsWith('/fill-gap');
    kinds.add(gaps ? 'gaps' : 'choice');
    await settle(page);
    if (shots && question === 0)
      await page.screenshot({ path: shot(page, 'finance-weekly-question'), fullPage: true });
    await answer(page, question >= keyboardFrom);
    await settle(page);
    if (shots && gaps)
      await page.screenshot({ path: shot(page, 'finance-weekly-gaps-marked'), fullPage: true });
    await page.getByRole('button', { name: /^(CONTINUE|COMPLETE)$/ }).focus();
    await page.keyboard.press('Enter');
    // The next question (two fill-the-blanks questions share a URL) or the summary.
    await expect(
      page
        .getByText(new RegExp(`^Question ${question + 2} of \\d+$`))
        .or(page.getByText(/You got \d+ of \d+ right/)),
    ).toBeVisible();
  }
  return kinds;
}

test('a new player reads the article, looks up a word, takes the quiz and meets a required one', async ({
  page,
  request,
}) => {
  const email = await registerStudent(request, link(), 'Mia');
  await signInAndStartGame(page, link(), email);
  await dismissMentor(page);
  await settle(page);
  await openEverydayAccount(page);

  await openApp(page, /Finance Weekly/, true);
  await expect(page.getByRole('link', { name: 'READ THE ARTICLE' })).toBeVisible();
  await page.screenshot({ path: shot(page, 'finance-weekly-home'), fullPage: true });
  await page.getByRole('link', { name: 'READ THE ARTICLE' }).click();
  await settle(page);
  await page.screenshot({ path: shot(page, 'finance-weekly-article'), fullPage: true });

  // A money word in the article opens its meaning; Escape closes it and focus goes back.
  const term = page.locator('button.glossary-term').first();
  const word = (await term.textContent())!.trim();
  await term.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading').first()).toContainText(new RegExp(word.slice(0, 4), 'i'));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot(page, 'finance-weekly-glossary'), fullPage: true });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(term).toBeFocused();

  // The quiz: every question, the first half by mouse and the rest by keyboard alone.
  const cashBefore = await cashCents(page);
  await page.getByRole('link', { name: 'TAKE THE QUIZ' }).click();
  const kinds = await takeQuiz(page, { keyboardFrom: 2, shots: true });
  expect(kinds).toEqual(new Set(['gaps', 'choice']));
  await expect(page).toHaveURL(/\/financeweekly\/quiz\/summary$/);
  await expect(page.getByText(/You got \d+ of \d+ right/)).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot(page, 'finance-weekly-summary'), fullPage: true });
  const quiz = (await gameGet<{ Summary: { Money: number } }>(page, '/api/i/news/quiz')).Results;
  expect(await cashCents(page)).toBe(cashBefore + Math.round(quiz.Summary.Money * 100));

  // Week 2's quiz is required: the app says so and the week cannot end without it.
  await playWeekByApi(page);
  await page.goto('/app/dashboard');
  await settle(page);
  const financeWeekly = page.getByRole('link', { name: /Finance Weekly/ }).first();
  await expect(financeWeekly).toHaveAccessibleName(/quiz to finish the week/);
  await page.screenshot({ path: shot(page, 'finance-weekly-blocked'), fullPage: true });
  await page.getByRole('button', { name: 'Finish the week' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish the week' }).click();
  await expect(
    page.getByText('Answer this week’s Finance Weekly quiz before you finish the week.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Okay' }).click();

  // This week's quiz by keyboard alone, from the News app's home; then the week can end.
  await openApp(page, /Finance Weekly/);
  await page.getByRole('link', { name: 'START THE QUIZ' }).focus();
  await page.keyboard.press('Enter');
  await takeQuiz(page, { keyboardFrom: 0 });
  await expect(page.getByText(/You got \d+ of \d+ right/)).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(financeWeekly).not.toHaveAccessibleName(/quiz to finish the week/);
  await finishTheWeek(page);
});
