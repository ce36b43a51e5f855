import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEADERBOARD_MESSAGES, PAR_EXPLAINED, type LeaderboardRow } from '@mc/contract';
import {
  ok,
  refused,
  renderRoute,
  stubServer,
  type FakeReply,
} from '../../../../test/render-route';
import { setSessionExpiredHandler } from '../../../lib/api-client';
import { readSession, updateSession } from '../../../lib/session';
import { LeaderboardPage } from './leaderboard';

const LINK_ID = '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11';

const row = (Rank: number, Name: string, NetPosition: number, IsMe = false): LeaderboardRow => ({
  Name,
  Week: 9,
  NetPosition,
  AgainstPar: NetPosition - 4000,
  Rank,
  IsMe,
});

const top = [row(1, 'Ava · 10B', 5200), row(2, 'Ben · 10B', 4100.5), row(3, 'Cal · 10B', -120)];

function open(
  replies: Record<string, FakeReply | ((body: unknown) => FakeReply)>,
  url = '/app/dashboard/leaderboard',
) {
  const calls = stubServer(replies);
  const router = renderRoute('/app/dashboard/leaderboard', <LeaderboardPage />, url);
  return { calls, router };
}

/** Every row as text, the gap before a rank further down (hidden from screen readers) too. */
const texts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row', { hidden: true })
    .map((tr) => tr.textContent);

describe('the class leaderboard', () => {
  beforeEach(() => updateSession({ Token: 'token-1', GameLinkID: LINK_ID, Theme: 'school' }));
  afterEach(() => vi.unstubAllGlobals());

  it('ranks the class with my game marked in words and my rank below the top 10', async () => {
    const { calls } = open({
      'GET /api/m/leaderboard': ok([...top, row(12, 'Liv · 10B', -250.5, true)]),
    });
    const table = await screen.findByRole('table', {
      name: 'Your class, best result against par first',
    });
    expect(texts(table)).toEqual([
      'RankNameWeekAgainst parNet position',
      '1Ava · 10B9+$1,200$5,200',
      '2Ben · 10B9+$101$4,101',
      '3Cal · 10B9−$4,120-$120',
      '⋯',
      '12Liv · 10BYou9−$4,251-$251',
    ]);
    // A screen reader hears the ranks go from 3 to 12; the dots are for the eye.
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const mine = within(table).getByRole('rowheader', { name: /Liv/ });
    expect(mine.closest('tr')?.className).toContain('board__row--me');
    expect(screen.getByText(/You're/).textContent).toBe("You're 12th in your class.");
    for (const header of within(table).getAllByRole('columnheader'))
      expect(header.getAttribute('scope')).toBe('col');
    expect(calls[0]?.search).toBe(`?GameLinkID=${LINK_ID}&MaxNumberOfGamesToReturn=10`);
    expect(
      screen.getByRole('link', { name: 'Back' }).getAttribute('href'),
      'back to where I am at',
    ).toBe('/app/dashboard/where-im-at');
  });

  it('says the board ranks against par, fairly for every age, and shows each result signed', async () => {
    open({
      'GET /api/m/leaderboard': ok([
        { ...row(1, 'Ava · 10B', 900), AgainstPar: 420 },
        { ...row(2, 'Ben · 10B', 5000), AgainstPar: 0.3 },
        { ...row(3, 'Cal · 10B', 5200), AgainstPar: -35 },
      ]),
    });
    const table = await screen.findByRole('table', { name: /best result against par first/ });
    expect(within(table).getByRole('columnheader', { name: 'Against par' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Net position' })).toBeTruthy();
    const result = (name: RegExp) =>
      within(table).getByRole('rowheader', { name }).nextElementSibling?.nextElementSibling;
    expect(result(/Ava/)?.textContent).toBe('+$420');
    expect(result(/Ben/)?.textContent).toBe('on par');
    expect(result(/Cal/)?.textContent).toBe('−$35');
    const intro = screen.getByText(/Ranked by the result against par/);
    expect(intro.textContent).toContain('every age and every world compares fairly');
    expect(intro.textContent).toContain(PAR_EXPLAINED);
  });

  it('says my place without a gap when I am in the top 10', async () => {
    open({
      'GET /api/m/leaderboard': ok([row(1, 'Ava · 10B', 5200), row(2, 'Me · 10B', 10, true)]),
    });
    const table = await screen.findByRole('table');
    expect(texts(table)).not.toContain('⋯');
    expect(screen.getByText(/You're/).textContent).toBe("You're 2nd in your class.");
  });

  it('says so in plain words when nobody has played yet', async () => {
    open({ 'GET /api/m/leaderboard': ok([]) });
    expect(await screen.findByText(/No games on your class's leaderboard yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the teacher turned it off, keeps the player signed in, and offers the whole game', async () => {
    const { router } = open({
      'GET /api/m/leaderboard': refused(403, LEADERBOARD_MESSAGES.hidden),
      'GET /api/m/leaderboard/game': ok([row(1, 'Omar · 9V', 1500)]),
    });
    expect(await screen.findByText(LEADERBOARD_MESSAGES.hidden)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readSession().Token).toBe('token-1');
    expect(router.state.location.pathname).toBe('/app/dashboard/leaderboard');

    await userEvent.click(screen.getByRole('button', { name: 'See the whole game' }));
    expect(screen.getByRole('tab', { name: 'Whole game' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      await screen.findByText(
        "Your class isn't on this board: your teacher has turned the class leaderboard off.",
      ),
    ).toBeTruthy();
    expect(texts(await screen.findByRole('table'))).toContain('1Omar · 9V9−$2,500$1,500');
    expect(router.state.location.search).toBe('?tab=game');
  });
});

describe('the whole game leaderboard', () => {
  beforeEach(() => updateSession({ Token: 'token-1', GameLinkID: LINK_ID, Theme: 'school' }));
  afterEach(() => vi.unstubAllGlobals());

  const game = (reply: FakeReply) => ({
    'GET /api/m/leaderboard': ok(top),
    'GET /api/m/leaderboard/game': reply,
  });

  it('narrows by state and age group from labelled selects, and keeps them in the address', async () => {
    const { calls, router } = open(
      game(ok([row(1, 'Omar · 9V', 1500), row(7, 'Zara · 10B', 900, true)])),
      '/app/dashboard/leaderboard?tab=game',
    );
    expect(
      await screen.findByRole('table', { name: 'The whole game, best result against par first' }),
    ).toBeTruthy();
    expect(screen.getByText(/You're/).textContent).toBe("You're 7th in the whole game.");

    await userEvent.selectOptions(screen.getByLabelText('State'), 'Victoria');
    await userEvent.selectOptions(screen.getByLabelText('Age group'), '12 to 15');
    expect(
      await screen.findByRole('table', {
        name: 'Victoria, ages 12 to 15, best result against par first',
      }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=game&state=VIC&age=12-15');
    const boards = calls.filter((call) => call.path === '/api/m/leaderboard/game');
    expect(boards.at(-1)?.search).toBe(
      `?GameLinkID=${LINK_ID}&MaxNumberOfGamesToReturn=10&State=VIC&AgeGroup=12-15`,
    );
    expect(
      screen.getByText(
        "Players who didn't give their age when they signed up aren't on the age boards.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/You're/).textContent).toBe("You're 7th in Victoria, ages 12 to 15.");

    await userEvent.selectOptions(screen.getByLabelText('State'), 'All states');
    expect(router.state.location.search).toBe('?tab=game&age=12-15');
  });

  it('tells a player without an age why they are not on an age board', async () => {
    const calls = stubServer({
      'GET /api/m/leaderboard': ok(top),
      'GET /api/m/leaderboard/game': {
        body: {
          Success: true,
          Messages: [LEADERBOARD_MESSAGES.noAge],
          Results: [row(1, 'Zara · 10B', 900)],
        },
      },
    });
    renderRoute(
      '/app/dashboard/leaderboard',
      <LeaderboardPage />,
      '/app/dashboard/leaderboard?tab=game&age=16-18',
    );
    expect(await screen.findByText(LEADERBOARD_MESSAGES.noAge)).toBeTruthy();
    // The note says why; no second line blames the age group.
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText(/not on this board/)).toBeNull();
    expect((screen.getByLabelText('Age group') as HTMLSelectElement).value).toBe('16-18');
    expect(calls.find((call) => call.path === '/api/m/leaderboard/game')?.search).toContain(
      'AgeGroup=16-18',
    );
  });

  it('says who a narrowed board is for when my game is not on it', async () => {
    open(
      game(ok([row(1, 'Omar · 9V', 1500)])),
      '/app/dashboard/leaderboard?tab=game&state=VIC&age=16-18',
    );
    expect(
      await screen.findByText(
        "You're not on this board: it's just for players aged 16 to 18 in classes in Victoria.",
      ),
    ).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Age group'), 'All ages');
    expect(
      await screen.findByText("You're not on this board: it's just for classes in Victoria."),
    ).toBeTruthy();
  });

  it('says when a filtered board is empty', async () => {
    open(game(ok([])), '/app/dashboard/leaderboard?tab=game&state=TAS');
    expect(
      await screen.findByText('No games on this board yet. Try another state or age group.'),
    ).toBeTruthy();
  });

  it('moves between the boards with the arrow keys, the panel following its tab', async () => {
    open(game(ok([row(1, 'Omar · 9V', 1500)])));
    const mine = await screen.findByRole('tab', { name: 'My class' });
    const whole = screen.getByRole('tab', { name: 'Whole game' });
    await screen.findByRole('table');
    mine.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(whole);
    const panel = screen.getByRole('tabpanel', { name: 'Whole game' });
    expect(within(panel).getByLabelText('State')).toBeTruthy();
    expect(await within(panel).findByText('Omar · 9V')).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(mine);
    expect(await screen.findByText('Ava · 10B')).toBeTruthy();
  });
});

describe('a 403 that is not the teacher’s choice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('still ends the session, as every other refusal does', async () => {
    updateSession({ Token: 'token-1', GameLinkID: LINK_ID, Theme: 'school' });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    open({ 'GET /api/m/leaderboard': refused(403, 'Sign in through your game link first.') });
    await vi.waitFor(() => expect(expired).toHaveBeenCalled());
    expect(readSession().Token).toBeUndefined();
  });
});
