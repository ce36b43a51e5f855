import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  NEWS_MESSAGES,
  type Article,
  type GlossaryEntry,
  type Quiz,
  type QuizRequirement,
} from '@mc/contract';
import { glossary } from '@mc/content';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import {
  gameClient,
  openEverydayAccount,
  playWeek,
  startGame,
  storedVersion,
  type GameClient,
} from './support/game';
import { signUp } from './support/players';

// Finance Weekly through the API (spec part 2, sections 3, 4, 5 and 7): this week's article and
// the archive, the quiz from creation to its summary with money paid into My Cash, answers that
// give nothing away before they are marked, a second answer refused, the required quiz holding up
// the week as the game's setting says until its questions are answered (ended early, it is taken
// up again for no money), bad input, another player's quiz, and the glossary.

const cents = (dollars: number) => Math.round(dollars * 100);

describe.each(dialects)('Finance Weekly through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  async function newGame(...linkArgs: string[]) {
    const game = await startGame(ctx, ...linkArgs);
    await openEverydayAccount(game.client, game.link.GameID);
    return game;
  }

  const article = async (client: GameClient) =>
    (await client.get<Article>('/api/i/news/article')).body.Results;
  const quizNow = async (client: GameClient) =>
    (await client.get<Quiz | null>('/api/i/news/quiz')).body.Results;
  const requirement = async (client: GameClient) =>
    (await client.get<QuizRequirement>('/api/i/news/quiz/isrequired')).body.Results;
  const post = (client: GameClient, path: string, body: Record<string, unknown>) =>
    client.post<Quiz>(`/api/i/news/${path}`, body);

  async function startedQuiz(client: GameClient) {
    const created = await post(client, 'quiz/create', { ArticleID: (await article(client)).ID });
    expect(created.status).toBe(200);
    expect(created.body.Results.Status).toBe('created');
    const started = await post(client, 'quiz/start', { QuizID: created.body.Results.ID });
    expect(started.body.Results.Status).toBe('started');
    return started.body.Results;
  }

  /** Some answer to the current question: its first option, or the first words in order. */
  const someAnswer = (quiz: Quiz) =>
    quiz.CurrentQuestion.AnswerOptions.slice(0, quiz.CurrentQuestion.RequiredAnswerCount).map(
      (o) => o.ID,
    );

  it('takes this week’s quiz to its summary, paying each right answer into My Cash as it is completed', async () => {
    const { client } = await newGame('--quizzes', 'none');
    const week1 = await article(client);
    expect(week1).toMatchObject({ Week: 1, IsQuizComplete: false, MarketNews: null });
    expect(week1.Content).toMatch(/<p>/);
    expect(week1.Sources.length).toBeGreaterThan(0);
    expect(week1.Header.Image).toBe(`news/${week1.ID}.svg`);
    expect(await quizNow(client)).toBeNull();
    let quiz = await startedQuiz(client);
    expect(quiz.Questions.length).toBeGreaterThanOrEqual(3);
    // Nothing in the quiz tells the answer before it is marked.
    for (const question of quiz.Questions) {
      expect(question.Result).toBeNull();
      for (const option of question.AnswerOptions) expect(option.Classes).toEqual([]);
      if (question.QuestionType === 2) {
        expect(question.Text).toMatch(/\{1\}/);
        expect(question.RequiredAnswerCount).toBe((question.Text.match(/\{\d+\}/g) ?? []).length);
      }
    }
    let paid = 0;
    for (let i = 0; i < quiz.Questions.length; i++) {
      const cashBefore = cents((await client.cash()).Balance);
      const answered = await post(client, 'answer/submit', {
        QuestionID: quiz.CurrentQuestion.ID,
        Answers: someAnswer(quiz),
      });
      expect(answered.status, answered.body.Messages.join()).toBe(200);
      const result = answered.body.Results.CurrentQuestion.Result!;
      expect(result.Chosen).toEqual(someAnswer(quiz));
      expect(result.Explanation.length).toBeGreaterThan(0);
      expect(result.Money).toBe(result.Correct ? quiz.RewardPerCorrect : 0);
      // A second answer to the same question is refused.
      const again = await post(client, 'answer/submit', {
        QuestionID: quiz.CurrentQuestion.ID,
        Answers: result.CorrectAnswers,
      });
      expect(again.status).toBe(400);
      expect(again.body.Messages).toEqual([NEWS_MESSAGES.alreadyAnswered]);
      // Money moves when the player moves on.
      expect(cents((await client.cash()).Balance)).toBe(cashBefore);
      const completed = await post(client, 'question/complete', {
        QuestionID: quiz.CurrentQuestion.ID,
      });
      expect(completed.status).toBe(200);
      paid += cents(result.Money);
      expect(cents((await client.cash()).Balance)).toBe(cashBefore + cents(result.Money));
      quiz = completed.body.Results;
    }
    expect(quiz.Status).toBe('completed');
    expect(quiz.Summary).toEqual({
      NumCorrect: quiz.Questions.filter((q) => q.Result!.Correct).length,
      TotalQuestions: quiz.Questions.length,
      Money: paid / 100,
    });
    expect((await article(client)).IsQuizComplete).toBe(true);
    const end = await post(client, 'quiz/end', { QuizID: quiz.ID });
    expect(end.body.Messages).toEqual([NEWS_MESSAGES.quizOver]);
  });

  it('refuses bad answers with clear messages and changes nothing', async () => {
    const { client, instanceId } = await newGame('--quizzes', 'none');
    const quiz = await startedQuiz(client);
    const version = await storedVersion(ctx, instanceId);
    const current = quiz.CurrentQuestion;
    const other = quiz.Questions[1]!;
    const cases: [string, string, Record<string, unknown>, string][] = [
      [
        'no answer',
        'answer/submit',
        { Answers: [] },
        current.QuestionType === 2 ? NEWS_MESSAGES.fillBlanks : NEWS_MESSAGES.chooseAnswer,
      ],
      [
        'another question’s option',
        'answer/submit',
        { Answers: other.AnswerOptions.slice(0, current.RequiredAnswerCount).map((o) => o.ID) },
        current.QuestionType === 2 ? NEWS_MESSAGES.fillBlanks : NEWS_MESSAGES.chooseAnswer,
      ],
      [
        'a question not on',
        'answer/submit',
        { QuestionID: other.ID, Answers: [other.AnswerOptions[0]!.ID] },
        NEWS_MESSAGES.notCurrent,
      ],
      [
        'answers not a list',
        'answer/submit',
        { Answers: 'all of them' },
        NEWS_MESSAGES.chooseAnswer,
      ],
      [
        'too many answers',
        'answer/submit',
        { Answers: Array.from({ length: 11 }, (_, i) => `x.${i}`) },
        ERRORS.invalidRequest,
      ],
      [
        'moving on unanswered',
        'question/complete',
        { QuestionID: current.ID },
        NEWS_MESSAGES.notAnswered,
      ],
      [
        'a quiz not theirs',
        'quiz/end',
        { QuizID: '00000000-0000-4000-8000-000000000000' },
        NEWS_MESSAGES.noQuiz,
      ],
      ['no quiz named', 'quiz/start', {}, ERRORS.invalidRequest],
      [
        'another week’s article',
        'quiz/create',
        { ArticleID: 'no-such-article' },
        NEWS_MESSAGES.notThisWeek,
      ],
    ];
    for (const [what, path, body, message] of cases) {
      const answer = await post(client, path, body);
      expect(answer.status, what).toBe(400);
      expect(answer.body.Messages, what).toEqual([message]);
    }
    expect(await storedVersion(ctx, instanceId)).toBe(version);
    expect(await quizNow(client)).toEqual(quiz);
  });

  it('takes one of two answers sent at once', async () => {
    const { client } = await newGame('--quizzes', 'none');
    const quiz = await startedQuiz(client);
    const body = { QuestionID: quiz.CurrentQuestion.ID, Answers: someAnswer(quiz) };
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(client, 'answer/submit', body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused.body.Messages).toEqual([NEWS_MESSAGES.alreadyAnswered]);
    const completes = await Promise.all(
      [1, 2, 3].map(() =>
        post(client, 'question/complete', { QuestionID: quiz.CurrentQuestion.ID }),
      ),
    );
    expect(completes.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('holds up a required week until the quiz is done, and the app says so until it starts', async () => {
    const { client } = await newGame();
    const financeWeekly = async () =>
      (await client.apps()).Apps.find((a) => a.Name === 'FinanceWeekly')!;
    expect(await requirement(client)).toEqual({ IsRequired: false, IsComplete: false });
    expect(await financeWeekly()).toMatchObject({
      IsDisabled: false,
      State: 'idle',
      UpdateCount: 1,
    });
    await playWeek(client);
    // Week 2 is one of the scenario's required weeks.
    expect(await requirement(client)).toEqual({ IsRequired: true, IsComplete: false });
    expect((await financeWeekly()).State).toBe('block');
    const refused = await client.post('/api/i/games/endweek');
    expect(refused.status).toBe(400);
    expect(refused.body.Messages).toEqual([NEWS_MESSAGES.quizRequired]);
    const quiz = await startedQuiz(client);
    expect(await financeWeekly()).toMatchObject({ State: 'idle', UpdateCount: 0 });
    // Ended at once: the money is given up, but the week still needs the questions answered.
    const ended = await post(client, 'quiz/end', { QuizID: quiz.ID });
    expect(ended.body.Results).toMatchObject({ Status: 'ended', EndedEarlyAt: 0, CanResume: true });
    expect(ended.body.Results.Summary).toEqual({
      NumCorrect: 0,
      TotalQuestions: quiz.Questions.length,
      Money: 0,
    });
    expect(await requirement(client)).toEqual({ IsRequired: true, IsComplete: false });
    expect((await financeWeekly()).State).toBe('block');
    const stillRefused = await client.post('/api/i/games/endweek');
    expect(stillRefused.status).toBe(400);
    expect(stillRefused.body.Messages).toEqual([NEWS_MESSAGES.quizRequiredEnded]);
    // Taken up again: every answer right pays nothing now.
    const cashBefore = cents((await client.cash()).Balance);
    const resumed = await post(client, 'quiz/start', { QuizID: quiz.ID });
    expect(resumed.status).toBe(200);
    expect(resumed.body.Results).toMatchObject({ Status: 'started', CanResume: false });
    let current = resumed.body.Results;
    for (let i = 0; i < quiz.Questions.length; i++) {
      const answered = await post(client, 'answer/submit', { Answers: someAnswer(current) });
      expect(answered.status, answered.body.Messages.join()).toBe(200);
      expect(answered.body.Results.CurrentQuestion.Result!.Money).toBe(0);
      const completed = await post(client, 'question/complete', {
        QuestionID: current.CurrentQuestion.ID,
      });
      expect(completed.status).toBe(200);
      current = completed.body.Results;
    }
    expect(current).toMatchObject({ Status: 'completed', EndedEarlyAt: 0, ScoreReward: 0 });
    expect(cents((await client.cash()).Balance)).toBe(cashBefore);
    expect(await requirement(client)).toEqual({ IsRequired: true, IsComplete: true });
    const endWeek = await client.post('/api/i/games/endweek');
    expect(endWeek.status).toBe(200);
  });

  it('keeps an answer given before END QUIZ, and lets an optional quiz ended early stay over', async () => {
    const required = await newGame('--quizzes', 'all');
    const quiz = await startedQuiz(required.client);
    const cashBefore = cents((await required.client.cash()).Balance);
    const answered = await post(required.client, 'answer/submit', { Answers: someAnswer(quiz) });
    const result = answered.body.Results.CurrentQuestion.Result!;
    const ended = await post(required.client, 'quiz/end', { QuizID: quiz.ID });
    expect(ended.body.Results).toMatchObject({ Status: 'ended', EndedEarlyAt: 1 });
    expect(ended.body.Results.Questions[0]!.IsComplete).toBe(true);
    expect(cents((await required.client.cash()).Balance)).toBe(cashBefore + cents(result.Money));
    // Ending twice, or moving on while ended, is refused plainly.
    const again = await post(required.client, 'quiz/end', { QuizID: quiz.ID });
    expect(again.status).toBe(400);
    expect(again.body.Messages).toEqual([NEWS_MESSAGES.quizOver]);
    const submit = await post(required.client, 'answer/submit', { Answers: ['x.0'] });
    expect(submit.status).toBe(400);
    expect(submit.body.Messages).toEqual([NEWS_MESSAGES.quizOver]);

    const optional = await newGame('--quizzes', 'none');
    const other = await startedQuiz(optional.client);
    const over = await post(optional.client, 'quiz/end', { QuizID: other.ID });
    expect(over.body.Results).toMatchObject({ Status: 'ended', EndedEarlyAt: 0, CanResume: false });
    const restart = await post(optional.client, 'quiz/start', { QuizID: other.ID });
    expect(restart.status).toBe(400);
    expect(restart.body.Messages).toEqual([NEWS_MESSAGES.quizOver]);
    expect((await article(optional.client)).IsQuizComplete).toBe(true);
    expect((await optional.client.post('/api/i/games/endweek')).status).toBe(200);
  });

  it('requires every week’s quiz in a game set to all, and none in a game set to none', async () => {
    const all = await newGame('--quizzes', 'all');
    expect(await requirement(all.client)).toEqual({ IsRequired: true, IsComplete: false });
    const none = await newGame('--quizzes', 'none');
    await playWeek(none.client);
    expect(await requirement(none.client)).toEqual({ IsRequired: false, IsComplete: false });
  });

  it('keeps past articles in the archive and tells the market news in week 6', async () => {
    const { client } = await newGame('--quizzes', 'none');
    const archive = async () =>
      (await client.get<Article[]>('/api/i/news/archive/articles')).body.Results;
    expect(await archive()).toEqual([]);
    for (let week = 1; week < 6; week++) await playWeek(client);
    const week6 = await article(client);
    expect(week6.Week).toBe(6);
    expect(week6.MarketNews?.Headline.length).toBeGreaterThan(0);
    expect(week6.MarketNews?.Text).toMatch(/Its shares (rose|fell) \d+% this week/);
    expect((await archive()).map((a) => a.Week)).toEqual([5, 4, 3, 2, 1]);
    // The news is the same on the company's card in Shares.
    const shares = (await client.get<{ News: { Headline: string } | null }[]>('/api/i/shares')).body
      .Results;
    expect(shares.filter((s) => s.News).map((s) => s.News!.Headline)).toEqual([
      week6.MarketNews!.Headline,
    ]);
  });

  it("gives another player's token a 403 on every call and changes nothing", async () => {
    const { client, link, instanceId } = await newGame('--quizzes', 'none');
    const quiz = await startedQuiz(client);
    const intruder = await signUp(ctx.app, link.GameLinkID);
    const other = gameClient(ctx.app, intruder.auth, instanceId);
    const version = await storedVersion(ctx, instanceId);
    for (const path of ['article', 'archive/articles', 'quiz', 'quiz/isrequired']) {
      const answer = await other.get(`/api/i/news/${path}`);
      expect(answer.status, path).toBe(403);
      expect(answer.body.Messages, path).toEqual([ERRORS.forbidden]);
    }
    for (const [path, body] of [
      ['quiz/create', { ArticleID: quiz.ArticleID }],
      ['quiz/start', { QuizID: quiz.ID }],
      ['quiz/end', { QuizID: quiz.ID }],
      ['answer/submit', { Answers: someAnswer(quiz) }],
      ['question/complete', { QuestionID: quiz.CurrentQuestion.ID }],
    ] as const) {
      const answer = await other.post(`/api/i/news/${path}`, body);
      expect(answer.status, path).toBe(403);
    }
    expect(await storedVersion(ctx, instanceId)).toBe(version);
    const anonymous = await ctx.app.inject({
      url: '/api/i/news/article',
      query: { GameInstanceID: instanceId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves the glossary to anyone, cacheable', async () => {
    const answer = await ctx.app.inject({ url: '/api/g/glossary' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/max-age/);
    const entries = (answer.json() as { Results: GlossaryEntry[] }).Results;
    expect(entries).toHaveLength(glossary.length);
    expect(entries[0]).toEqual({
      Term: glossary[0]!.term,
      Aliases: glossary[0]!.aliases,
      Definition: glossary[0]!.definition,
    });
  });
});
