import type { StartWeekResult } from '@mc/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubServer } from '../../test/render-route';
import { clearSession, readSession, updateSession } from './session';
import { routeAfterStartWeek, startNextWeek, startWeekAndStore } from './start-week';
import { gameApps } from './testing/app-fixtures';

afterEach(() => vi.unstubAllGlobals());

const GAME = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';

const started = (Week: number, patch: Record<string, unknown> = {}) =>
  ok({
    Week,
    IsGameComplete: false,
    IsSurveyComplete: false,
    IsOptional: true,
    MentorMessages: [
      { ID: `tip-${Week}`, Title: 'Tip', Body: 'Save a little, %USERNAME%.', Tag: null },
    ],
    StartingNetPosition: 0,
    NetPosition: 0,
    NewBills: [],
    Movements: [],
    ...patch,
  });

describe('choosing a game resumes it where its week is', () => {
  it.each([
    ['question', '/end-of-week/end'],
    ['summary', '/end-of-week/summary'],
  ] as const)('a week at its %s goes there without starting the next week', async (stage, to) => {
    updateSession({ Token: 't', GameInstanceID: GAME });
    const calls = stubServer({
      'GET /api/i/games/apps': ok(gameApps({ CurrentWeek: 7, WeekStage: stage })),
      'POST /api/i/games/startweek': started(8),
    });
    expect(await startWeekAndStore(GAME, 'Sam', 'school')).toBe(to);
    expect(calls.some((call) => call.path === '/api/i/games/startweek')).toBe(false);
    expect(readSession().GameCurrentWeek).toBe(7);
  });

  it('a new game whose class has the money check goes there before week 1 starts', async () => {
    updateSession({ Token: 't', GameInstanceID: GAME });
    const calls = stubServer({
      'GET /api/i/games/apps': ok(gameApps({ CurrentWeek: 1, IsPretestDue: true })),
      'POST /api/i/games/startweek': started(1),
    });
    expect(await startWeekAndStore(GAME, 'Sam', 'school')).toBe('/pretest');
    expect(calls.some((call) => call.path === '/api/i/games/startweek')).toBe(false);
  });

  it('a finished game goes to its results', async () => {
    updateSession({ Token: 't', GameInstanceID: GAME });
    stubServer({
      'GET /api/i/games/apps': ok(gameApps({ IsGameComplete: true, WeekStage: 'summary' })),
      'POST /api/i/games/startweek': started(26, { IsGameComplete: true, MentorMessages: [] }),
    });
    expect(await startWeekAndStore(GAME, 'Sam', 'school')).toBe('/end-of-game');
  });

  it("a finished game's See results goes to its required end quiz first", async () => {
    updateSession({ Token: 't', GameInstanceID: GAME });
    stubServer({
      'GET /api/i/games/apps': ok(gameApps({ IsGameComplete: true, WeekStage: 'summary' })),
      'POST /api/i/games/startweek': started(26, {
        IsGameComplete: true,
        IsOptional: false,
        MentorMessages: [],
      }),
    });
    expect(await startWeekAndStore(GAME, 'Sam', 'school')).toBe('/surveys/quiz-intro');
    expect(await startWeekAndStore(GAME, 'Sam', 'insurer')).toBe('/surveys/question');
  });

  it("shows the week's tip once, however often the game is continued", async () => {
    updateSession({ Token: 't', GameInstanceID: GAME });
    stubServer({
      'GET /api/i/games/apps': ok(gameApps({ CurrentWeek: 4 })),
      'POST /api/i/games/startweek': started(4),
    });
    expect(await startWeekAndStore(GAME, 'Sam', 'school')).toBe('/app/dashboard');
    expect(readSession().MentorMessages).toEqual([
      { ID: 'tip-4', Title: 'Tip', Body: 'Save a little, Sam.', Tag: null },
    ]);
    updateSession({ MentorMessages: [] });
    // Signing out and back in keeps what this browser has shown.
    clearSession({ keepGameLink: true });
    updateSession({ Token: 't2', GameInstanceID: GAME });
    await startWeekAndStore(GAME, 'Sam', 'school');
    expect(readSession().MentorMessages).toEqual([]);
  });

  it("the next week's tip still comes with the next week", async () => {
    updateSession({ Token: 't', GameInstanceID: GAME });
    stubServer({ 'POST /api/i/games/startweek': started(4) });
    await startNextWeek(GAME, 'Sam', 'school');
    stubServer({ 'POST /api/i/games/startweek': started(5) });
    const { result } = await startNextWeek(GAME, 'Sam', 'school');
    expect(result.Week).toBe(5);
    expect(readSession().MentorMessages).toMatchObject([{ ID: 'tip-5' }]);
  });
});

describe('where the start of the week sends the player (spec part 1 section 4)', () => {
  const result = (patch: Partial<StartWeekResult>): StartWeekResult => ({
    Week: 26,
    IsGameComplete: true,
    IsSurveyComplete: false,
    IsOptional: false,
    MentorMessages: [],
    StartingNetPosition: 0,
    NetPosition: 0,
    NewBills: [],
    Movements: [],
    ...patch,
  });

  it.each([
    ['a game under way', { IsGameComplete: false }, 'school', '/app/dashboard'],
    ['a required quiz not done', {}, 'school', '/surveys/quiz-intro'],
    ['a required quiz not done (family)', {}, 'family', '/surveys/quiz-intro'],
    ['a required survey not done (insurer)', {}, 'insurer', '/surveys/question'],
    ['a required quiz done', { IsSurveyComplete: true }, 'school', '/end-of-game'],
    ['an optional quiz not done', { IsOptional: true }, 'school', '/end-of-game'],
    ['an optional survey not done (insurer)', { IsOptional: true }, 'insurer', '/end-of-game'],
  ] as const)('%s: %s', (_name, patch, theme, to) => {
    expect(routeAfterStartWeek(result(patch), theme)).toBe(to);
  });
});
