import type { FastifyInstance } from 'fastify';
import type {
  BankAccountInstance,
  BankAccountType,
  CashboxResult,
  GameAppsResult,
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

/** Ends the week, answers the bonus question (skips it), and starts the next week. */
export async function playWeek(client: GameClient) {
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
    FinishingNetPosition: number;
    StartingNetPosition: number;
  }>('/api/i/progress/summary');
  const started = await client.post<{ Week: number; IsGameComplete: boolean }>(
    '/api/i/games/startweek',
  );
  return { summary: summary.body.Results, started: started.body };
}
