import type { FastifyInstance } from 'fastify';
import type { TestContext } from './app';
import { createLink, signUp } from './players';
import type {
  Article,
  Quiz,
  QuizRequirement,
  BankAccountInstance,
  BankAccountType,
  CashboxResult,
  GameAppsResult,
  PretestQuestion,
} from '@mc/contract';

/** Calls on one game instance as its player, unwrapping the envelope. */
export function gameClient(
  app: FastifyInstance,
  auth: Record<string, string>,
  gameInstanceId: string,
) {
  const get = async <T>(url: string, query: Record<string, string> = {}) => {
    const response = await app.inject({
      url,
      query: { GameInstanceID: gameInstanceId, ...query },
      headers: auth,
    });
    return {
      status: response.statusCode,
      body: response.json() as { Success: boolean; Messages: string[]; Results: T },
    };
  };
  const post = async <T>(url: string, payload: Record<string, unknown> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: { GameInstanceID: gameInstanceId, ...payload },
      headers: auth,
    });
    return {
      status: response.statusCode,
      body: response.json() as { Success: boolean; Messages: string[]; Results: T },
    };
  };
  return {
    get,
    post,
    apps: async () => (await get<GameAppsResult>('/api/i/games/apps')).body.Results,
    cash: async () => (await get<CashboxResult>('/api/i/cashbox')).body.Results,
    accounts: async () => (await get<BankAccountInstance[]>('/api/i/banking')).body.Results,
    accountTypes: async (gameId: string) =>
      (await get<BankAccountType[]>('/api/g/banking', { GameID: gameId })).body.Results,
  };
}

export type GameClient = ReturnType<typeof gameClient>;

/** Opens the cheapest everyday account with no minimum, as a player's first move would be. */
export async function openEverydayAccount(
  client: GameClient,
  gameId: string,
): Promise<BankAccountInstance> {
  const types = await client.accountTypes(gameId);
  const everyday = types.find(
    (type) => type.AccountType === 'TransactionsBankAccountInstance' && type.MinimumBalance === 0,
  );
  if (!everyday) throw new Error('the scenario has no transaction account without a minimum');
  const opened = await client.post<BankAccountInstance>('/api/i/banking', {
    GameAccountID: everyday.ID,
  });
  if (!opened.body.Success) throw new Error(`opening failed: ${opened.body.Messages.join(' ')}`);
  return opened.body.Results;
}

/**
 * In a week whose Finance Weekly quiz is required and not done, the quickest way through that pays
 * nothing: the quiz opened and ended at once, then taken up again and each question answered with
 * its first option(s) (the week needs its questions answered).
 */
export async function skipRequiredQuiz(client: GameClient) {
  const required = await client.get<QuizRequirement>('/api/i/news/quiz/isrequired');
  if (!required.body.Results.IsRequired || required.body.Results.IsComplete) return;
  const article = await client.get<Article>('/api/i/news/article');
  const quiz = await client.post<Quiz>('/api/i/news/quiz/create', {
    ArticleID: article.body.Results.ID,
  });
  const call = async (path: string, body: Record<string, unknown>) => {
    const answer = await client.post<Quiz>(`/api/i/news/${path}`, body);
    if (!answer.body.Success)
      throw new Error(`${path} in a required quiz failed: ${answer.body.Messages.join(' ')}`);
    return answer.body.Results;
  };
  const QuizID = quiz.body.Results.ID;
  if (quiz.body.Results.Status !== 'ended') await call('quiz/end', { QuizID });
  let current = await call('quiz/start', { QuizID });
  while (current.Status === 'started') {
    const question = current.CurrentQuestion;
    const first = question.AnswerOptions.slice(0, question.RequiredAnswerCount);
    if (!question.Result) await call('answer/submit', { Answers: first.map((o) => o.ID) });
    current = await call('question/complete', { QuestionID: question.ID });
  }
}

/**
 * Ends the week (getting a required quiz out of the way first), answers the bonus question (the
 * first answer), and starts the next week.
 */
export async function playWeek(client: GameClient) {
  await skipRequiredQuiz(client);
  const ended = await client.post('/api/i/games/endweek');
  if (!ended.body.Success) throw new Error(`end of week failed: ${ended.body.Messages.join(' ')}`);
  const question = await client.post<{ ID: string; Answers: { ID: number }[] }>(
    '/api/i/eowquestions/generate',
  );
  await client.post('/api/i/eowquestions', {
    QuestionID: question.body.Results.ID,
    AnswerID: question.body.Results.Answers[0]?.ID ?? 0,
    TimeRemaining: 30,
  });
  const summary = await client.get<{
    Week: number;
    Difference: number;
    CashReward: number;
    TimeBonus: number;
    FinishingNetPosition: number;
    StartingNetPosition: number;
  }>('/api/i/progress/summary');
  const started = await client.post<{ Week: number; IsGameComplete: boolean }>(
    '/api/i/games/startweek',
  );
  return { summary: summary.body.Results, started: started.body };
}

/**
 * A new player on a new link (made with `linkArgs` for the admin command) starts a game and its
 * first week, as the dashboard does on a first visit.
 */
export async function startGame(ctx: TestContext, ...linkArgs: string[]) {
  const link = await createLink(ctx.app, ctx.config, ...linkArgs);
  return { link, ...(await joinGame(ctx, link)) };
}

/**
 * A new game (see startGame) whose player has opened an everyday account and moved `dollars` of
 * their cash into it.
 */
export async function startGameWithBank(ctx: TestContext, dollars: number) {
  const game = await startGame(ctx);
  const bank = await openEverydayAccount(game.client, game.link.GameID);
  const cash = await game.client.cash();
  if (dollars > 0) {
    const moved = await game.client.post('/api/i/transfer', {
      FromAccountInstanceID: cash.ID,
      ToAccountInstanceID: bank.ID,
      Amount: dollars,
    });
    if (!moved.body.Success)
      throw new Error(`moving cash failed: ${moved.body.Messages.join(' ')}`);
  }
  return { ...game, bank, cashId: cash.ID };
}

/**
 * A new player on a link (registered with `overrides`: a name, an e-mail): signs up, starts a game
 * and its first week.
 */
export async function joinGame(
  ctx: TestContext,
  link: { GameLinkID: string; GameID: string },
  overrides: Record<string, string> = {},
) {
  const player = await signUp(ctx.app, link.GameLinkID, overrides);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/i/games',
    headers: player.auth,
    payload: { GameID: link.GameID, GameLinkID: link.GameLinkID },
  });
  const instanceId = created.json().Results.ID as string;
  const client = gameClient(ctx.app, player.auth, instanceId);
  await takeMoneyCheck(client);
  await client.post('/api/i/games/startweek');
  return { player, instanceId, client };
}

/**
 * Answers the money check before week 1 where the game asks for it (issue 33), as a student does:
 * `choose` picks each answer (the first option unless it says otherwise).
 */
export async function takeMoneyCheck(
  client: GameClient,
  choose: (question: PretestQuestion) => number = () => 0,
) {
  for (let step = 0; step < 20; step += 1) {
    const next = await client.get<PretestQuestion | null>('/api/i/pretest');
    if (!next.body.Success || next.body.Results === null) return;
    const question = next.body.Results;
    const answered = await client.post('/api/i/pretest/submit', {
      QuestionID: question.ID,
      OptionID: question.Options[choose(question)]!.ID,
    });
    if (!answered.body.Success) throw new Error(answered.body.Messages.join(' '));
  }
}

/** A second player of the same game (the same link), in their first week. */
export async function joinSameGame(
  ctx: TestContext,
  link: Awaited<ReturnType<typeof startGame>>['link'],
) {
  return (await joinGame(ctx, link)).client;
}

/** The stored game's version: it changes with every command that changes the game. */
export async function storedVersion(ctx: TestContext, instanceId: string) {
  const row = await ctx.app.db
    .selectFrom('game_instances')
    .select(['version'])
    .where('id', '=', instanceId)
    .executeTakeFirstOrThrow();
  return row.version;
}
