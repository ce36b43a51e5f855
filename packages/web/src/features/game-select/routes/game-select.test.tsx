import { PRACTICE_EXPLAINED, type GameInstanceSummary, type MyGameLink } from '@mc/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, updateSession } from '../../../lib/session';
import { gameApps } from '../../../lib/testing/app-fixtures';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { GameSelectPage } from './game-select';

const LINK_ID = '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11';
const GAME_ID = '6a0e0d8e-2a8f-4f86-9a0c-0d6f0b3c2b10';

const game = (ID: string, CurrentWeek: number, IsGameComplete: boolean, NetPosition: number) =>
  ({
    ID,
    CurrentWeek,
    IsGameComplete,
    NetPosition,
    AgainstPar: null,
    IsPractice: false,
    Player: { ID: 'player-1', Name: 'Sam' },
  }) satisfies GameInstanceSummary;

function myLink(GameInstances: GameInstanceSummary[], MaxGames = 3): MyGameLink {
  return {
    GameLinkID: LINK_ID,
    GameID: GAME_ID,
    UserID: 'user-1',
    UserName: 'sam@school.edu.au',
    PlayerID: 'player-1',
    Theme: 'school',
    GroupName: '10B Commerce',
    GroupYear: null,
    GroupSubject: null,
    IsGameActive: true,
    Surname: null,
    MaxGames,
    TotalWeeks: 26,
    GameInstances,
  };
}

const startWeek = ok({
  Week: 1,
  IsGameComplete: false,
  IsSurveyComplete: false,
  IsOptional: true,
  MentorMessages: [{ ID: 'm1', Title: 'Welcome %USERNAME%!', Body: 'Hi %USERNAME%.', Tag: null }],
});

function open(link: MyGameLink, extra: Parameters<typeof stubServer>[0] = {}) {
  updateSession({
    Token: 'token-1',
    GameLinkID: LINK_ID,
    PlayerID: 'player-1',
    PlayerName: 'Sam',
    Theme: link.Theme,
  });
  const calls = stubServer({
    'GET /api/m/gamelinks': ok(link),
    // The chosen game's week is under way unless a test says it has ended.
    'GET /api/i/games/apps': ok(gameApps()),
    ...extra,
  });
  renderRoute('/auth/game', <GameSelectPage />);
  return calls;
}

const slide = (name: RegExp) => screen.getByRole('group', { name });

describe('choosing a game', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a slot per game allowed: in progress, completed and new', async () => {
    const user = userEvent.setup();
    open(myLink([game('g-1', 3, false, 1234.5), game('g-2', 26, true, -80)]));

    const first = await screen.findByRole('group', { name: /Game 1/ });
    expect(first.getAttribute('aria-roledescription')).toBe('slide');
    expect(within(first).getByText('Week 3 in progress')).toBeTruthy();
    expect(within(first).getByText('$1,235')).toBeTruthy();
    expect(screen.getByText('1 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(slide(/Game 2/)).getByText('Completed')).toBeTruthy();
    expect(within(slide(/Game 2/)).getByText('-$80')).toBeTruthy();

    // Arrow keys move the slider while focus is inside it.
    await user.keyboard('{ArrowRight}');
    expect(within(slide(/Game 3/)).getByText('New game')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(slide(/Game 1/)).getByText('Week 3 in progress')).toBeTruthy();
  });

  it('marks a practice game, says why it is on no board, and shows each result against par', async () => {
    const user = userEvent.setup();
    open(
      myLink([
        { ...game('g-1', 26, true, 2400), AgainstPar: 420 },
        { ...game('g-2', 4, false, 900), AgainstPar: -35, IsPractice: true },
      ]),
    );
    // The game in progress shows first: the second, a practice game.
    const second = await screen.findByRole('group', { name: /Game 2/ });
    expect(within(second).getByText('Practice')).toBeTruthy();
    expect(within(second).getByText(PRACTICE_EXPLAINED)).toBeTruthy();
    expect(within(second).getByText('$35 below par')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    const first = slide(/Game 1/);
    expect(within(first).getByText('$420 above par')).toBeTruthy();
    expect(within(first).queryByText('Practice')).toBeNull();
  });

  it('leaves the result against par out until the server has one', async () => {
    open(myLink([game('g-1', 3, false, 1234.5)], 1));
    const first = await screen.findByRole('group', { name: /Game 1/ });
    expect(within(first).getByText('$1,235')).toBeTruthy();
    expect(within(first).queryByText(/par/)).toBeNull();
  });

  it('starts a new game in an empty slot, starts the week and opens the dashboard', async () => {
    const user = userEvent.setup();
    const calls = open(myLink([], 1), {
      'POST /api/i/games': ok(game('g-new', 1, false, 0)),
      'POST /api/i/games/startweek': startWeek,
    });
    expect(await screen.findByText('New game')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start new game' }));

    expect(await screen.findByText('Arrived at /app/dashboard')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/i/games')?.body).toEqual({
      GameID: GAME_ID,
      GameLinkID: LINK_ID,
      PlayerID: 'player-1',
    });
    expect(calls.find((call) => call.path === '/api/i/games/startweek')?.body).toEqual({
      GameInstanceID: 'g-new',
    });
    const session = readSession();
    expect(session.GameInstanceID).toBe('g-new');
    expect(session.GameCurrentWeek).toBe(1);
    expect(session.MentorMessages).toEqual([
      { ID: 'm1', Title: 'Welcome Sam!', Body: 'Hi Sam.', Tag: null },
    ]);
  });

  it('continues a game in progress without creating one', async () => {
    const user = userEvent.setup();
    const calls = open(myLink([game('g-1', 3, false, 100)], 1), {
      'POST /api/i/games/startweek': ok({
        Week: 3,
        IsGameComplete: false,
        IsSurveyComplete: false,
        IsOptional: true,
        MentorMessages: [],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Arrived at /app/dashboard')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/i/games')).toBe(
      false,
    );
    expect(readSession().GameInstanceID).toBe('g-1');
    expect(readSession().GameCurrentWeek).toBe(3);
  });

  it('signs out: revokes the token, keeps only the theme and link, and returns to sign-in', async () => {
    const user = userEvent.setup();
    const calls = open(myLink([]), { 'POST /api/account/logout': ok(null) });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(`Arrived at /auth/login/${LINK_ID}`)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/account/logout')).toBe(true);
    expect(readSession()).toEqual({ Theme: 'school', GameLinkID: LINK_ID });
  });

  it('family: says who is playing and goes back to the family without signing out', async () => {
    const user = userEvent.setup();
    const calls = open({ ...myLink([]), Theme: 'family' });
    expect(await screen.findByText(/Playing as Sam/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to family' }));
    expect(await screen.findByText('Arrived at /auth/family')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/account/logout')).toBe(false);
    expect(readSession().Token).toBe('token-1');
    expect(readSession().PlayerID).toBeUndefined();
  });
});
