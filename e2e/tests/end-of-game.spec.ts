import { readFile } from 'node:fs/promises';
import { starterContent } from '@mc/content';
import type { SurveyQuestion } from '@mc/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createLinkByAdmin } from './admin-support';
import { dismissMentor, PASSWORD, settle, signInAndStartGame } from './support';
import {
  buyCheapestCard,
  finishTheWeek,
  gameGet,
  openEverydayAccount,
  playWeekByApi,
  settleAll,
  shot,
} from './week-support';

// Issue 18 in the browser: a new player finishes week 26, takes the end quiz (one answer right in
// time, one wrong, one out of time, one with the timer turned off) and the survey, then sees the
// fireworks (or, with reduced motion, a still picture), the final balance sheet and the
// certificate control. The school theme on the demo link (new games end with a required quiz) and
// the insurer theme on a link made with the admin command (its players go straight to the
// question screen).

test.setTimeout(300_000);

type Theme = 'school' | 'insurer';

let insurerLink = '';
test.beforeAll(() => {
  insurerLink = createLinkByAdmin('--theme', 'insurer', '--group', 'Insurer end-of-game');
});

const linkFor = (theme: Theme) =>
  theme === 'school' ? (process.env.E2E_DEMO_LINK ?? '') : insurerLink;

/** A new player on the link: the insurer theme needs a family name and an age as well. */
async function register(request: APIRequestContext, link: string, theme: Theme) {
  const email = `sam.${theme}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@school.edu.au`;
  const response = await request.post('/api/Account/Register', {
    data: {
      GameLinkID: link,
      Email: email,
      // 19 this year: the 18-year-old persona the journeys were written for (registerStudent).
      YOB: String(new Date().getFullYear() - 19),
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Name: 'Sam',
      Surname: theme === 'insurer' ? 'Nguyen' : '',
      Age: theme === 'insurer' ? '19 - 34' : '',
      Gender: 'n',
    },
  });
  const body = await response.json();
  expect(body.Success, JSON.stringify(body.Messages)).toBe(true);
  return email;
}

/** The right answer's place among a quiz question's options, from the game's own content. */
function rightOption(question: SurveyQuestion): number {
  const quiz = starterContent.endOfGame.quiz.find((candidate) => candidate.id === question.ID);
  if (!quiz) throw new Error(`no quiz question ${question.ID}`);
  return quiz.correct;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function current(page: Page): Promise<SurveyQuestion> {
  const read = await gameGet<SurveyQuestion>(page, '/api/i/survey');
  expect(read.Success, read.Messages.join(' ')).toBe(true);
  return read.Results;
}

interface Done {
  rightInTime: boolean;
  wrong: boolean;
  outOfTime: boolean;
  timerOff: boolean;
  other: boolean;
}

/** Answers the quiz question on screen as the plan says; returns which case it played. */
async function answerQuizQuestion(page: Page, question: SurveyQuestion, done: Done) {
  const right = rightOption(question);
  const options = page.getByRole('group', { name: question.Name }).getByRole('radio');
  const submit = page.getByRole('button', { name: /^(SUBMIT|COMPLETE)$/ });
  const next = () => page.getByRole('button', { name: 'CONTINUE' }).click();

  if (question.TimeBonus && !done.rightInTime) {
    done.rightInTime = true;
    await expect(page.getByRole('timer')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot(page, 'quiz-timed-question'), fullPage: true });
    await options.nth(right).check();
    await submit.click();
    await expect(page.getByText('Correct! Nice work.')).toBeVisible();
    await expect(options.nth(right)).toHaveAccessibleName(/Your answer: correct/);
    await page.screenshot({ path: shot(page, 'quiz-marked-right'), fullPage: true });
    await next();
    await expect(page).toHaveURL(/\/surveys\/feedback-timed-correct$/);
    await expect(heading(page)).toHaveText('CORRECT!');
    const figure = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
    await expect(figure('Time left')).toHaveText(/^\d+ seconds?$/);
    await expect(figure('Cash reward')).toHaveText('$3.00');
    await expect(figure('Time bonus')).toHaveText(/^\+\$\d+\.\d\d$/);
    const bonus = Number((await figure('Time bonus').innerText()).replace(/[^\d.]/g, ''));
    await expect(figure('Total reward')).toHaveText(`$${(3 + bonus).toFixed(2)}`);
    await settle(page);
    await page.screenshot({ path: shot(page, 'quiz-feedback-timed-correct'), fullPage: true });
    return next();
  }
  if (question.TimeBonus && !done.outOfTime) {
    done.outOfTime = true;
    // The browser's clock runs out (the server's own clock then has the last word: the time left
    // the browser sends can only make it less).
    await page.clock.runFor(31_000);
    await expect(page.getByText(/Time's up! You can still answer/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Turn off the timer/ })).toHaveCount(0);
    await settle(page);
    await page.screenshot({ path: shot(page, 'quiz-time-up'), fullPage: true });
    await options.nth(right).check();
    await submit.click();
    await expect(page.getByText(/time ran out/)).toBeVisible();
    await next();
    await expect(heading(page)).toHaveText('OUT OF TIME');
    await expect(page.getByText('NO BONUS CASH THIS TIME')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot(page, 'quiz-feedback-out-of-time'), fullPage: true });
    return next();
  }
  if (question.TimeBonus && !done.timerOff) {
    done.timerOff = true;
    await page.getByRole('button', { name: 'Turn off the timer (no time bonus)' }).click();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.locator('p', { hasText: 'Timer off. Take your time' })).toBeFocused();
    await page.clock.runFor(45_000);
    await options.nth(right).check();
    await submit.click();
    await next();
    await expect(page).toHaveURL(/\/surveys\/feedback-correct$/);
    await expect(page.locator('dt', { hasText: 'Total reward' }).locator('+ dd')).toHaveText(
      '$3.00',
    );
    await expect(page.getByText('Timer off, so no time bonus this time.')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot(page, 'quiz-feedback-timer-off'), fullPage: true });
    return next();
  }
  if (!done.wrong) {
    done.wrong = true;
    await options.nth((right + 1) % question.Options.length).check();
    await submit.click();
    await expect(page.getByText('Not quite. The right answer is marked above.')).toBeVisible();
    await expect(options.nth(right)).toHaveAccessibleName(/The right answer/);
    await settle(page);
    await page.screenshot({ path: shot(page, 'quiz-marked-wrong'), fullPage: true });
    await next();
    await expect(heading(page)).toHaveText('INCORRECT');
    await expect(page.getByText('NO BONUS CASH THIS TIME')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot(page, 'quiz-feedback-incorrect'), fullPage: true });
    return next();
  }
  await options.nth(right).check();
  await submit.click();
  await next();
  // On the feedback screen before going on: a second click too soon lands on the question's own
  // CONTINUE again, and the feedback screen stays.
  await expect(heading(page)).toHaveText('CORRECT!');
  return next();
}

/** Answers a survey question: the first option, or 'Other' in the player's own words once. */
async function answerSurveyQuestion(page: Page, question: SurveyQuestion, done: Done) {
  const group = page.getByRole('group', { name: question.Name });
  const other = question.Options.find((option) => option.IsOther);
  if (other && !done.other) {
    done.other = true;
    await group.getByRole('radio', { name: other.Name }).check();
    await page
      .getByRole('textbox', { name: 'Tell us in your own words (optional)' })
      .fill('How interest on a card adds up');
    await settle(page);
    await page.screenshot({ path: shot(page, 'survey-other'), fullPage: true });
  } else {
    await group.getByRole('radio').first().check();
  }
  await page.getByRole('button', { name: question.IsLastQuestion ? 'COMPLETE' : 'SUBMIT' }).click();
  // No marking and no feedback: straight on to the next question (or the end of the game).
  await expect(heading(page)).not.toHaveText(
    `Question ${question.CurrentQuestionIndex} of ${question.TotalQuestionCount}`,
  );
}

async function playToLastSummary(page: Page, request: APIRequestContext, theme: Theme) {
  const email = await register(request, linkFor(theme), theme);
  await signInAndStartGame(page, linkFor(theme), email);
  await dismissMentor(page);
  await buyCheapestCard(page, await openEverydayAccount(page));
  for (let week = 1; week < 26; week += 1) await playWeekByApi(page);
  await page.goto('/app/dashboard');
  await settleAll(page);
  await finishTheWeek(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Your week 26 summary' })).toBeVisible();
}

for (const theme of ['school', 'insurer'] as const) {
  test(`${theme} theme: the last week, the end quiz and survey, fireworks and the balance sheet`, async ({
    page,
    request,
  }, testInfo) => {
    // The insurer theme lays its screens out as the school theme does: it is played once, on a
    // desktop, and the school theme at both widths.
    test.skip(theme === 'insurer' && testInfo.project.name === 'phone', 'desktop only');
    // The page's clock, so a timed question can run out without waiting 30 s.
    await page.clock.install();
    await playToLastSummary(page, request, theme);

    // The summary's button says what comes next.
    const startQuiz = page.getByRole('button', { name: 'START QUIZ' });
    await expect(startQuiz).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot(page, `${theme}-last-summary`), fullPage: true });
    await startQuiz.click();
    await expect(heading(page)).toHaveText('Nearly there!');
    await page.clock.runFor(3_000);

    if (theme === 'school') {
      await expect(page).toHaveURL(/\/surveys\/quiz-intro$/);
      await expect(heading(page)).toHaveText("WAIT! You're not finished yet.");
      await settle(page);
      await page.screenshot({ path: shot(page, 'quiz-intro'), fullPage: true });
      await page.getByRole('button', { name: 'Lets do it!' }).click();
    }
    // The insurer theme goes straight to the question screen.
    await expect(page).toHaveURL(/\/surveys\/question$/);

    const done: Done = {
      rightInTime: false,
      wrong: false,
      outOfTime: false,
      timerOff: false,
      other: false,
    };
    for (let step = 0; step < 40; step += 1) {
      await expect(heading(page)).toHaveText(
        /^(Question \d+ of \d+|End of Game Survey|You did it.*)$/,
      );
      const title = await heading(page).innerText();
      if (title.startsWith('You did it')) break;
      if (title === 'End of Game Survey') {
        await settle(page);
        await page.screenshot({ path: shot(page, 'survey-intro'), fullPage: true });
        await page.getByRole('button', { name: 'Lets do it!' }).click();
        continue;
      }
      const question = await current(page);
      await expect(heading(page)).toHaveText(
        `Question ${question.CurrentQuestionIndex} of ${question.TotalQuestionCount}`,
      );
      const progress = page.getByRole('progressbar', { name: 'QUIZ PROGRESS' });
      await expect(progress).toHaveAttribute(
        'aria-valuetext',
        `Question ${question.CurrentQuestionIndex} of ${question.TotalQuestionCount}`,
      );
      if (question.HasSurvey) await answerSurveyQuestion(page, question, done);
      else await answerQuizQuestion(page, question, done);
    }
    expect(done).toEqual({
      rightInTime: true,
      wrong: true,
      outOfTime: true,
      timerOff: true,
      other: true,
    });

    // The end of the game: fireworks, then the figures.
    await expect(page).toHaveURL(/\/end-of-game$/);
    await expect(heading(page)).toHaveText('You did it, Sam!');
    const fireworks = page.getByTestId('fireworks');
    await expect(fireworks).toBeVisible();
    await page.clock.runFor(1_500);
    await page.screenshot({ path: shot(page, `${theme}-fireworks`) });
    await page.clock.runFor(6_000);
    await expect(fireworks).toHaveCount(0);
    await expect(page.getByText(/Including \$\d+\.\d\d from the end quiz\./)).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot(page, `${theme}-end-of-game`), fullPage: true });

    // The certificate: a PDF in the player's name, saved by the browser.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your certificate' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('money-challenge-certificate.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(100 * 1024);
    await page.screenshot({ path: shot(page, `${theme}-certificate`), fullPage: true });

    // The leaderboard, from the end of the game.
    await page.getByRole('link', { name: 'See the leaderboard' }).click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot(page, `${theme}-leaderboard`), fullPage: true });
    await page.goBack();

    // The final balance sheet, with what the quiz paid.
    await page.getByRole('link', { name: 'See your final balance sheet' }).click();
    await expect(heading(page)).toHaveText('Your final balance sheet');
    const assets = page.getByRole('table', { name: 'Assets: what you own' });
    await expect(assets.getByText('Cash from the end quiz')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Liabilities: what you owe' }).getByText(/owed/).first(),
    ).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot(page, `${theme}-balance-sheet`), fullPage: true });

    // With reduced motion: a still picture, nothing moving.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/end-of-game');
    await expect(page.getByRole('img', { name: 'Fireworks' })).toBeVisible();
    await expect(page.getByTestId('fireworks')).toHaveCount(0);
    await settle(page);
    await page.screenshot({ path: shot(page, `${theme}-end-of-game-still`), fullPage: true });

    // Choosing the finished game again goes to its results, the quiz being done.
    await page.goto('/auth/game');
    await page.getByRole('button', { name: 'See results' }).click();
    await expect(page).toHaveURL(/\/end-of-game$/, { timeout: 15_000 });
  });
}
