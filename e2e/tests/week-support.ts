import { starterContent } from '@mc/content';
import type { SurveyQuestion } from '@mc/contract';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { PASSWORD, requestsAnswered, session, settle, watchRequests } from './support';

// Shared by the end-of-week and finished-game journeys: game calls straight to the API for the
// weeks a journey is not about, and signing in again to a game already under way.

type Envelope<T> = { Success: boolean; Messages: string[]; Results: T };

/** A POST on the signed-in player's game, as the web app would send it. */
export async function gamePost<T = unknown>(page: Page, path: string, data = {}) {
  const { Token, GameInstanceID } = await session(page);
  const response = await page.request.post(path, {
    headers: { authorization: `Bearer ${Token}` },
    data: { GameInstanceID, ...data },
  });
  return (await response.json()) as Envelope<T>;
}

/** A GET on the signed-in player's game. */
export async function gameGet<T = unknown>(page: Page, path: string, query = {}) {
  const { Token, GameInstanceID } = await session(page);
  const params = new URLSearchParams({ GameInstanceID, ...query });
  const response = await page.request.get(`${path}?${params.toString()}`, {
    headers: { authorization: `Bearer ${Token}` },
  });
  return (await response.json()) as Envelope<T>;
}

/**
 * Answers the money check through the API (the first answer of each question), for journeys that
 * are not about it; the check's screen, opened again, then starts week 1 as FINISH does (with the
 * mentor's welcome). Returns the questions' ids in order.
 */
export async function takeMoneyCheckByApi(page: Page): Promise<string[]> {
  const ids: string[] = [];
  for (let asked = 0; asked < 20; asked += 1) {
    const next = await gameGet<{ ID: string; Options: { ID: string }[] } | null>(
      page,
      '/api/i/pretest',
    );
    expect(next.Success, next.Messages.join(' ')).toBe(true);
    if (!next.Results) break;
    ids.push(next.Results.ID);
    const answered = await gamePost(page, '/api/i/pretest/submit', {
      QuestionID: next.Results.ID,
      OptionID: next.Results.Options[0]!.ID,
    });
    expect(answered.Success, answered.Messages.join(' ')).toBe(true);
  }
  await page.reload();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  return ids;
}

/**
 * Plays the game's weeks left to the end through the API, then answers the end quiz: the right
 * answer to each question from the game's content (the money check's questions among them).
 */
export async function finishGameByApi(page: Page) {
  for (let week = 0; week < 30; week += 1) {
    const apps = await gameGet<{ IsGameComplete: boolean }>(page, '/api/i/games/apps');
    if (apps.Results.IsGameComplete) break;
    await playWeekByApi(page);
  }
  const { quiz, learning } = starterContent.endOfGame;
  const right = new Map([...quiz, ...learning].map((question) => [question.id, question.correct]));
  for (let step = 0; step < 30; step += 1) {
    const question = await gameGet<SurveyQuestion | null>(page, '/api/i/survey');
    expect(question.Success, question.Messages.join(' ')).toBe(true);
    if (!question.Results || question.Results.IsSurveyStart) break;
    const answered = await gamePost(page, '/api/i/survey/submit', {
      SurveyQuestionOptionID: question.Results.Options[right.get(question.Results.ID) ?? 0]!.ID,
      TimeLeft: 20,
    });
    expect(answered.Success, answered.Messages.join(' ')).toBe(true);
  }
}

/** Opens an everyday account with no minimum (week 1 cannot end without one). */
export async function openEverydayAccount(page: Page): Promise<string> {
  const { GameID } = await session(page);
  const types = await gameGet<{ ID: string; AccountType: string; MinimumBalance: number }[]>(
    page,
    '/api/g/banking',
    { GameID },
  );
  const everyday = types.Results.find(
    (type) => type.AccountType === 'TransactionsBankAccountInstance' && type.MinimumBalance === 0,
  );
  const opened = await gamePost<{ ID: string }>(page, '/api/i/banking', {
    GameAccountID: everyday?.ID,
  });
  expect(opened.Success, opened.Messages.join(' ')).toBe(true);
  return opened.Results.ID;
}

/** Moves dollars from My Cash into a bank account through the API. */
export async function moveCashTo(page: Page, accountId: string, dollars: number) {
  const apps = await gameGet<{ Apps: { ID: string; Name: string }[] }>(page, '/api/i/games/apps');
  const bank = apps.Results.Apps.find((app) => app.Name === 'Banking');
  const cash = await gameGet<{ ID: string; AppInstanceID: string }>(page, '/api/i/cashbox');
  const moved = await gamePost(page, '/api/i/transfer', {
    FromGameAppInstanceID: cash.Results.AppInstanceID,
    FromAccountInstanceID: cash.Results.ID,
    ToGameAppInstanceID: bank?.ID,
    ToAccountInstanceID: accountId,
    Amount: dollars,
  });
  expect(moved.Success, moved.Messages.join(' ')).toBe(true);
}

/** Moves cash into the account and buys the cheapest card with it. */
export async function buyCheapestCard(page: Page, accountId: string) {
  await moveCashTo(page, accountId, 200);
  const cards = await gameGet<{ ID: string; Cost: number }[]>(page, '/api/g/creditcards');
  const cheapest = [...cards.Results].sort((a, b) => a.Cost - b.Cost)[0];
  const bought = await gamePost(page, '/api/i/creditcards', {
    CreditCardID: cheapest?.ID,
    PurchasingBankAccountInstanceID: accountId,
  });
  expect(bought.Success, bought.Messages.join(' ')).toBe(true);
}

/**
 * In a week whose Finance Weekly quiz is required and not done, the quickest way through that
 * pays nothing: the quiz opened and ended at once, then taken up again and each question answered
 * with its first option(s), as the week needs. The Finance Weekly journey takes it properly.
 */
export async function skipRequiredQuizByApi(page: Page) {
  const required = await gameGet<{ IsRequired: boolean; IsComplete: boolean }>(
    page,
    '/api/i/news/quiz/isrequired',
  );
  if (!required.Results.IsRequired || required.Results.IsComplete) return;
  const article = await gameGet<{ ID: string }>(page, '/api/i/news/article');
  const quiz = await gamePost<{ ID: string }>(page, '/api/i/news/quiz/create', {
    ArticleID: article.Results.ID,
  });
  const ended = await gamePost(page, '/api/i/news/quiz/end', { QuizID: quiz.Results.ID });
  expect(ended.Success, ended.Messages.join(' ')).toBe(true);
  let current = await gamePost<QuizNow>(page, '/api/i/news/quiz/start', {
    QuizID: quiz.Results.ID,
  });
  for (let i = 0; i < 12 && current.Success && current.Results.Status === 'started'; i++) {
    const question = current.Results.CurrentQuestion;
    if (!question.Result) {
      const first = question.AnswerOptions.slice(0, question.RequiredAnswerCount);
      const answered = await gamePost(page, '/api/i/news/answer/submit', {
        Answers: first.map((o) => o.ID),
      });
      expect(answered.Success, answered.Messages.join(' ')).toBe(true);
    }
    current = await gamePost<QuizNow>(page, '/api/i/news/question/complete', {
      QuestionID: question.ID,
    });
  }
  expect(current.Success, current.Messages.join(' ')).toBe(true);
  expect(current.Results.Status).toBe('completed');
}

/** What the quiz calls answer with, as far as skipRequiredQuizByApi reads it. */
interface QuizNow {
  Status: string;
  CurrentQuestion: {
    ID: string;
    RequiredAnswerCount: number;
    AnswerOptions: { ID: string }[];
    Result: unknown;
  };
}

/** Ends the week (a required quiz skipped), skips its question and maybe starts the next one. */
export async function playWeekByApi(page: Page, { startNext = true } = {}) {
  await skipRequiredQuizByApi(page);
  const ended = await gamePost(page, '/api/i/games/endweek');
  expect(ended.Success, ended.Messages.join(' ')).toBe(true);
  const question = await gamePost<{ ID: string }>(page, '/api/i/eowquestions/generate');
  await gamePost(page, '/api/i/eowquestions', { QuestionID: question.Results.ID, Skip: true });
  if (startNext) await gamePost(page, '/api/i/games/startweek');
}

/** Signs in on the login page and continues the game in the first slot (or sees its results). */
export async function signInAndContinue(page: Page, gameLinkId: string, email: string) {
  watchRequests(page);
  await page.goto(`/auth/login/${gameLinkId}`);
  await page.getByLabel('School Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/game$/);
  await page
    .getByRole('button', { name: /^(Continue|See results)$/ })
    .first()
    .click();
}

/**
 * Like settle, for screens where the mentor may have more than one thing to say (the week's tip,
 * then an app's help): closes every popup in turn, then checks the screen.
 */
export async function settleAll(page: Page, { mentor = false } = {}) {
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('dialog');
  // An app's help arrives a moment after the app opens the first time: once its request is
  // answered (the load state above is reached once per page, so a screen opened inside the app
  // needs the page's own requests watched).
  // The other popup (the week's tip, say) may still be on its way then: each popup is closed once
  // the page's requests are answered, so a late one is not left to cover the screen.
  if (mentor) await dialog.waitFor({ state: 'visible', timeout: 10_000 });
  await requestsAnswered(page);
  for (let popup = 0; popup < 4 && (await dialog.isVisible()); popup += 1) {
    const gotIt = dialog.getByRole('button', { name: 'Got it!' });
    for (let next = 0; next < 12 && !(await gotIt.isVisible()); next += 1)
      await dialog.getByRole('button', { name: /next/i }).click();
    await gotIt.click();
    await requestsAnswered(page);
  }
  await expect(dialog).toBeHidden();
  await expectNoSeriousA11yViolations(page);
}

/** Finish the week on the status bar and confirm it; the bonus question follows. */
export async function finishTheWeek(page: Page) {
  await skipRequiredQuizByApi(page);
  await page.getByRole('button', { name: 'Finish the week' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish the week' }).click();
  await expect(page.getByRole('heading', { name: 'Bonus question' })).toBeVisible({
    timeout: 15_000,
  });
  await settle(page);
}

/** Where a full-page screenshot of the screen goes, by project (desktop, phone). */
export function shot(page: Page, name: string): string {
  const width = page.viewportSize()?.width ?? 0;
  return `/tmp/mc-shots/${width < 991 ? 'phone' : 'desktop'}-${name}.png`;
}
