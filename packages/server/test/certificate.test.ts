import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_FILE_NAME,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PATH,
  ERRORS,
  formatCents,
  type Article,
  type ProgressResult,
  type Quiz,
  type SurveyQuestion,
} from '@mc/contract';
import { forgetStates } from '../src/instances/state-cache';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { gameClient, openEverydayAccount, playWeek, startGame } from './support/game';
import { createLink, signUp } from './support/players';
import { readPdf } from './support/pdf';

// The certificate through the API (spec part 2, sections 2, 4 and 7; issue 18): a finished
// game's own player downloads a PDF with their name, class, figures and quiz score; a game not
// finished, another player, no token and a bad id are refused in the envelope like any call.

const NAME = 'Nguyễn Thị Ánh';
const LIMIT_BYTES = 100 * 1024;

describe.each(dialects)('The certificate through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  const download = (auth: Record<string, string> | undefined, GameInstanceID: unknown) =>
    ctx.app.inject({
      url: CERTIFICATE_PATH,
      query: GameInstanceID === undefined ? {} : { GameInstanceID: String(GameInstanceID) },
      ...(auth ? { headers: auth } : {}),
    });

  /**
   * A class's player who answers week 1's Finance Weekly quiz and plays all 26 weeks. Registration
   * takes a name of one word (the spec: letters, digits and underscores), so a full name with
   * spaces is set as a family member's may be, in the players table, before the game is made.
   */
  async function finishedGame() {
    const link = await createLink(
      ctx.app,
      ctx.config,
      ...['--group', '10B Commerce', '--year', '10', '--subject', 'Commerce', '--weeks', '26'],
      // No week's quiz required: week 1's, taken below, is the only one the certificate counts.
      ...['--quizzes', 'none'],
    );
    const player = await signUp(ctx.app, link.GameLinkID);
    await ctx.app.db
      .updateTable('players')
      .set({ name: NAME })
      .where('user_id', '=', player.userId)
      .execute();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/games',
      headers: player.auth,
      payload: { GameID: link.GameID, GameLinkID: link.GameLinkID },
    });
    const instanceId = created.json().Results.ID as string;
    const client = gameClient(ctx.app, player.auth, instanceId);
    await client.post('/api/i/games/startweek');
    await openEverydayAccount(client, link.GameID);
    const quiz = await answerTheQuiz(client);
    for (let week = 1; week <= 26; week += 1) await playWeek(client);
    return { link, player, instanceId, client, quiz };
  }

  /** The end quiz and survey, each question answered with its first option. */
  async function answerTheEnd(client: ReturnType<typeof gameClient>) {
    for (;;) {
      const question = await client.get<SurveyQuestion>('/api/i/survey');
      if (question.status !== 200) return;
      await client.post('/api/i/survey/submit', {
        SurveyQuestionOptionID: question.body.Results.Options[0]!.ID,
      });
    }
  }

  /** This week's quiz, each question answered with its first options: some right, some not. */
  async function answerTheQuiz(client: ReturnType<typeof gameClient>) {
    const article = await client.get<Article>('/api/i/news/article');
    const created = await client.post<Quiz>('/api/i/news/quiz/create', {
      ArticleID: article.body.Results.ID,
    });
    let quiz = (
      await client.post<Quiz>('/api/i/news/quiz/start', { QuizID: created.body.Results.ID })
    ).body.Results;
    for (let i = 0; i < quiz.Questions.length; i += 1) {
      const question = quiz.CurrentQuestion;
      const options = question.AnswerOptions.slice(0, question.RequiredAnswerCount);
      await client.post<Quiz>('/api/i/news/answer/submit', {
        QuestionID: question.ID,
        Answers: options.map((option) => option.ID),
      });
      quiz = (await client.post<Quiz>('/api/i/news/question/complete', { QuestionID: question.ID }))
        .body.Results;
    }
    expect(quiz.Status).toBe('completed');
    return { right: quiz.ScoreActual, answered: quiz.Questions.length };
  }

  it("gives a finished game's player their certificate as a PDF, with their name and figures", async () => {
    const game = await finishedGame();
    // The game ends with a required quiz and survey: the certificate comes after them.
    const early = await download(game.player.auth, game.instanceId);
    expect(early.statusCode).toBe(400);
    expect(early.json().Messages).toEqual([CERTIFICATE_MESSAGES.surveyFirst]);
    await answerTheEnd(game.client);
    const progress = (await game.client.get<ProgressResult>('/api/i/progress')).body.Results;
    const response = await download(game.player.auth, game.instanceId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${CERTIFICATE_FILE_NAME}"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(LIMIT_BYTES);

    const { text, pageCount } = await readPdf(pdf);
    expect(pageCount).toBe(1);
    expect(text).toContain(NAME);
    expect(text).toContain('10B Commerce, Year 10');
    expect(text).toContain(formatCents(Math.round(progress.NetPosition * 100), 0));
    expect(text).toContain('26 weeks');
    expect(text).toContain(`${game.quiz.right} of ${game.quiz.answered} right`);
    expect(text).toMatch(/END-OF-GAME QUIZ \d+ of 14 right/);
    expect(text).toMatch(/Finished on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(text).toContain('Presented by the Money Challenge foundation');

    // Again, and after a restart (the state read back from the database): the same document.
    const again = await download(game.player.auth, game.instanceId);
    expect(again.rawPayload.equals(pdf)).toBe(true);
    forgetStates();
    const restarted = await download(game.player.auth, game.instanceId);
    expect(restarted.statusCode).toBe(200);
    expect((await readPdf(restarted.rawPayload)).text).toBe(text);

    // Another player (of the same class, even) may not have it.
    const classmate = await signUp(ctx.app, game.link.GameLinkID);
    const refused = await download(classmate.auth, game.instanceId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Success: false, Messages: [ERRORS.forbidden], Results: null });
  }, 120_000);

  it('refuses a game not finished yet, with a word on when it is ready', async () => {
    const { player, instanceId } = await startGame(ctx);
    const response = await download(player.auth, instanceId);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      Success: false,
      Messages: [CERTIFICATE_MESSAGES.notFinished],
      Results: null,
    });
  });

  it('needs a token and a game instance that exists', async () => {
    const { player, instanceId } = await startGame(ctx);
    const anonymous = await download(undefined, instanceId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().Messages).toEqual([ERRORS.unauthorized]);

    for (const bad of [undefined, '', 'not-an-id', `${instanceId}x`]) {
      const response = await download(player.auth, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().Messages, String(bad)).toEqual([ERRORS.gameInstanceNotFound]);
    }
    const unknown = await download(player.auth, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Messages).toEqual([ERRORS.gameInstanceDoesNotExist]);
  });

  it('is in the OpenAPI document as a PDF to save, its failures in the envelope', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const operation = document.paths[CERTIFICATE_PATH].get;
    expect(operation.tags).toEqual(['End of game']);
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(operation.parameters).toEqual([
      expect.objectContaining({ name: 'GameInstanceID', in: 'query', required: true }),
    ]);
    const ok = operation.responses['200'];
    expect(Object.keys(ok.content)).toEqual(['application/pdf']);
    expect(ok.content['application/pdf'].schema).toMatchObject({
      type: 'string',
      contentMediaType: 'application/pdf',
    });
    expect(ok.headers['Content-Disposition'].schema.const).toBe(
      `attachment; filename="${CERTIFICATE_FILE_NAME}"`,
    );
    for (const status of ['400', '401', '403', '404', '429', '500'])
      expect(operation.responses[status]).toEqual({
        $ref: `#/components/responses/Failure${status}`,
      });
  });
});
