import { describe, expect, it } from 'vitest';
import type {
  BonusQuestion,
  GameAppsResult,
  StartWeekResult,
  WeekMovement,
  WeekSummary,
} from '@mc/contract';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { openEverydayAccount, playWeek, skipRequiredQuiz, startGame } from './support/game';

// Where the player's week is (GET /api/i/games/apps WeekStage), the summary's movements and what
// the start of a week says about the bills that arrived: the client takes a player back to their
// week from any screen or device, and the summary and the dashboard tell one story.

const cents = (dollars: number) => Math.round(dollars * 100);
const sumOf = (movements: WeekMovement[]) =>
  movements.reduce((total, movement) => total + cents(movement.Amount), 0);

describe.each(dialects)('the end of the week through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  async function newGame() {
    const { client, link } = await startGame(ctx);
    await openEverydayAccount(client, link.GameID);
    return client;
  }

  it('says where the week is: playing, its question, its summary, then the next week', async () => {
    const client = await newGame();
    const stage = async () => (await client.apps()).WeekStage;
    expect(await stage()).toBe('playing');
    await client.post('/api/i/games/endweek');
    expect(await stage()).toBe('question');
    const question = (await client.post<BonusQuestion>('/api/i/eowquestions/generate')).body;
    expect(await stage()).toBe('question');
    await client.post('/api/i/eowquestions', { QuestionID: question.Results.ID, Skip: true });
    expect(await stage()).toBe('summary');
    const apps = await client.apps();
    expect([apps.CurrentWeek, apps.IsGameComplete]).toEqual([1, false]);
    await client.post('/api/i/games/startweek');
    expect(await client.apps()).toMatchObject({ WeekStage: 'playing', CurrentWeek: 2 });
  });

  it('lists what moved the net position in the summary, adding up to the difference', async () => {
    const client = await newGame();
    await playWeek(client);
    await skipRequiredQuiz(client);
    await client.post('/api/i/games/endweek');
    const summary = (await client.get<WeekSummary>('/api/i/progress/summary')).body.Results;
    expect(summary.Week).toBe(2);
    expect(summary.Movements.length).toBeGreaterThan(0);
    expect(sumOf(summary.Movements)).toBe(cents(summary.Difference));
    const amounts = summary.Movements.map((movement) => Math.abs(movement.Amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(summary.Movements.find((m) => m.Category === 'bills')).toMatchObject({
      Label: 'New bills',
    });
    expect(summary.Movements.every((m) => m.Amount !== 0)).toBe(true);
  });

  it('starts a week with the bills that arrived and what they did to the net position', async () => {
    const client = await newGame();
    const { summary } = await playWeek(client);
    const resumed = (await client.post<StartWeekResult>('/api/i/games/startweek')).body.Results;
    const apps: GameAppsResult = await client.apps();
    expect(resumed.Week).toBe(2);
    expect(resumed.StartingNetPosition).toBe(summary.FinishingNetPosition);
    expect(resumed.NetPosition).toBe(apps.NetPosition);
    expect(cents(resumed.StartingNetPosition) + sumOf(resumed.Movements)).toBe(
      cents(resumed.NetPosition),
    );
    expect(resumed.NewBills.length).toBeGreaterThan(0);
    const billed = resumed.NewBills.reduce((total, bill) => total + cents(bill.Amount), 0);
    expect(resumed.Movements.find((m) => m.Category === 'bills')?.Amount).toBe(-billed / 100);
    for (const bill of resumed.NewBills) {
      expect(bill.Title).toBeTruthy();
      expect(bill.WeekDue).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps a complete game at its summary, read-only, once the last question is done', async () => {
    const client = await newGame();
    for (let week = 1; week < 26; week += 1) await playWeek(client);
    await skipRequiredQuiz(client);
    await client.post('/api/i/games/endweek');
    expect(await client.apps()).toMatchObject({ WeekStage: 'question', IsGameComplete: true });
    const question = (await client.post<BonusQuestion>('/api/i/eowquestions/generate')).body;
    await client.post('/api/i/eowquestions', { QuestionID: question.Results.ID, Skip: true });
    await client.post('/api/i/games/startweek');
    expect(await client.apps()).toMatchObject({
      WeekStage: 'summary',
      IsGameComplete: true,
      CurrentWeek: 26,
    });
  });
});
