import { describe, expect, it } from 'vitest';
import { ERRORS, GAME_MESSAGES, LEADERBOARD_MESSAGES, type LeaderboardRow } from '@mc/contract';
import { runAdminCommand, UsageError } from '../src/admin/commands';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { createLink, signUp, uniqueEmail } from './support/players';

// The leaderboards through the API (issue 18, decision 021): a link's (class's) board ranked by
// net position with ties to the earlier week and then to whoever got there first, the top 10 and
// the caller's own rank below it, names as a first name and the class; the game-wide board across
// the links of one game (never another game's) by state and age group; a link's board hidden by
// its teacher; and the refusals.

const thisYear = new Date().getFullYear();

interface Link {
  GameLinkID: string;
  GameID: string;
  State: string | null;
  LeaderboardVisible: boolean;
}

interface Player {
  auth: Record<string, string>;
  email: string;
  instanceId: string;
}

describe.each(dialects)('The leaderboards on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  const admin = (...args: string[]) => runAdminCommand(ctx.app.db, ctx.config, args);
  const newLink = async (...args: string[]) =>
    (await createLink(ctx.app, ctx.config, ...args)) as unknown as Link;

  /**
   * A game's stored standing, set straight in the database: the order is what is tested here. The
   * result against par is the net position here (par $0) unless said otherwise.
   */
  async function standing(
    instanceId: string,
    dollars: number,
    week: number,
    at: string,
    againstPar = dollars,
  ) {
    await ctx.app.db
      .updateTable('game_instances')
      .set({
        net_position_cents: Math.round(dollars * 100),
        against_par_cents: Math.round(againstPar * 100),
        current_week: week,
        updated_at: `2026-03-02T09:${at}.000Z`,
      })
      .where('id', '=', instanceId)
      .execute();
  }

  async function newGame(auth: Record<string, string>, link: Link, playerId?: string) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/games',
      headers: auth,
      payload: { GameID: link.GameID, GameLinkID: link.GameLinkID, PlayerID: playerId },
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().Results.ID as string;
  }

  /** A student signs up on the link (as Name Surname, born in `yob`) and starts a game. */
  async function student(
    link: Link,
    name: string,
    dollars: number,
    {
      week = 5,
      at = '00:00',
      yob = String(thisYear - 14),
      againstPar = dollars,
    }: { week?: number; at?: string; yob?: string; againstPar?: number } = {},
  ): Promise<Player> {
    const signed = await signUp(ctx.app, link.GameLinkID, {
      Name: name,
      Surname: 'Nguyen',
      YOB: yob,
    });
    const instanceId = await newGame(signed.auth, link);
    await standing(instanceId, dollars, week, at, againstPar);
    return { auth: signed.auth, email: signed.email, instanceId };
  }

  const get = (url: string, auth: Record<string, string>, query: Record<string, string>) =>
    ctx.app.inject({ url, query, headers: auth });

  async function board(
    player: Pick<Player, 'auth'>,
    link: Link,
    query: Record<string, string> = {},
  ): Promise<LeaderboardRow[]> {
    const answer = await get('/api/m/leaderboard', player.auth, {
      GameLinkID: link.GameLinkID,
      ...query,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().Results;
  }

  async function gameBoard(
    player: Pick<Player, 'auth'>,
    link: Link,
    query: Record<string, string> = {},
  ): Promise<{ rows: LeaderboardRow[]; messages: string[] }> {
    const answer = await get('/api/m/leaderboard/game', player.auth, {
      GameLinkID: link.GameLinkID,
      ...query,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return { rows: answer.json().Results, messages: answer.json().Messages };
  }

  const names = (rows: LeaderboardRow[]) => rows.map((row) => row.Name);

  it('ranks by the result against par, not the net position: a richer persona or world does not lead', async () => {
    const link = await newLink('--group', '10C');
    // Ada has more money (another persona's pay), Bo did better against par in the same world.
    const ada = await student(link, 'Ada', 9000, { againstPar: -150 });
    await student(link, 'Bo', 1200, { againstPar: 420 });
    await student(link, 'Cy', 3000, { againstPar: 0 });
    const rows = await board(ada, link);
    expect(names(rows)).toEqual(['Bo · 10C', 'Cy · 10C', 'Ada · 10C']);
    expect(rows.map((row) => [row.NetPosition, row.AgainstPar])).toEqual([
      [1200, 420],
      [3000, 0],
      [9000, -150],
    ]);
  });

  it("leaves a player's second game of the same game off every board: it is practice", async () => {
    const link = await newLink('--group', '10D', '--max-games', '2', '--state', 'VIC');
    const first = await student(link, 'Dan', 100);
    const practice = await newGame(first.auth, link);
    await standing(practice, 99_000, 5, '00:00');
    const slots = await ctx.app.inject({
      method: 'PUT',
      url: '/api/i/games',
      headers: first.auth,
      payload: { GameLinkID: link.GameLinkID },
    });
    expect(slots.json().Results.map((s: { IsPractice: boolean }) => s.IsPractice)).toEqual([
      false,
      true,
    ]);
    const classBoard = await board(first, link);
    expect(classBoard.map((row) => row.NetPosition)).toEqual([100]);
    const { rows } = await gameBoard(first, link);
    expect(rows.map((row) => row.NetPosition)).toEqual([100]);
  });

  it("ranks a class's games by net position, ties to the earlier week and then to who got there first, top 10 and my own rank below", async () => {
    const link = await newLink('--group', '10B', '--state', 'NSW');
    const ava = await student(link, 'Ava', 5200);
    // Equal money: the earlier week first, then the game that got there first.
    const ben = await student(link, 'Ben', 4100, { week: 9 });
    const cal = await student(link, 'Cal', 4100, { week: 7, at: '30:00' });
    const dee = await student(link, 'Dee', 4100, { week: 7, at: '10:00' });
    const others = ['Eve', 'Fin', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kai'];
    for (const [index, name] of others.entries()) await student(link, name, 3000 - index * 100);
    const last = await student(link, 'Liv', -250.5, { week: 12 });

    const top = await board(ava, link, { MaxNumberOfGamesToReturn: '10' });
    expect(names(top)).toEqual([
      'Ava · 10B',
      'Dee · 10B',
      'Cal · 10B',
      'Ben · 10B',
      ...others.slice(0, 6).map((name) => `${name} · 10B`),
    ]);
    expect(top.map((row) => row.Rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(top[0]).toEqual({
      Name: 'Ava · 10B',
      Week: 5,
      NetPosition: 5200,
      AgainstPar: 5200,
      Rank: 1,
      IsMe: true,
    });
    expect(top.filter((row) => row.IsMe)).toHaveLength(1);

    // Last of 12: the top 10, then my own game with its rank.
    const mine = await board(last, link);
    expect(mine).toHaveLength(11);
    expect(mine.slice(0, 10).every((row) => !row.IsMe)).toBe(true);
    expect(mine[10]).toEqual({
      Name: 'Liv · 10B',
      Week: 12,
      NetPosition: -250.5,
      AgainstPar: -250.5,
      Rank: 12,
      IsMe: true,
    });
    // A smaller board on request; never a bigger one than the configuration's 10.
    expect((await board(last, link, { MaxNumberOfGamesToReturn: '3' })).map((r) => r.Rank)).toEqual(
      [1, 2, 3, 12],
    );
    expect(await board(last, link, { MaxNumberOfGamesToReturn: '100' })).toHaveLength(11);
    // A tie broken by who got there first is a rank of its own too.
    expect((await board(cal, link, { MaxNumberOfGamesToReturn: '1' })).at(-1)).toMatchObject({
      Name: 'Cal · 10B',
      Rank: 3,
      IsMe: true,
    });
    expect((await board(dee, link, { MaxNumberOfGamesToReturn: '1' })).at(-1)).toMatchObject({
      Rank: 2,
    });
    expect((await board(ben, link, { MaxNumberOfGamesToReturn: '1' })).at(-1)).toMatchObject({
      Rank: 4,
    });

    // First name and class only: no surname, no e-mail anywhere in the answer.
    const raw = (await get('/api/m/leaderboard', last.auth, { GameLinkID: link.GameLinkID })).body;
    expect(raw).not.toContain('Nguyen');
    expect(raw).not.toContain('@');
    expect(raw).not.toContain(last.email.split('@')[0]);
  });

  it('ranks the whole game across its links, by state and by age group, and never shows another game', async () => {
    const nsw = await newLink('--group', '9A', '--state', 'NSW');
    const vic = await newLink('--game', nsw.GameID, '--group', '9V', '--state', 'vic');
    expect(vic.State).toBe('VIC');
    const other = await newLink('--group', '9X', '--state', 'NSW');
    const young = await student(nsw, 'Zara', 900, { yob: String(thisYear - 13) });
    const older = await student(vic, 'Omar', 1500, { yob: String(thisYear - 17) });
    const adult = await student(nsw, 'Nia', 1200, { yob: String(thisYear - 19) });
    await student(other, 'Xeno', 99_000, { yob: String(thisYear - 13) });

    // A family of the same game: its member's age is their age band, its name the member's own.
    const family = await newLink('--game', nsw.GameID, '--theme', 'family', '--state', 'QLD');
    const holder = await signUp(ctx.app, family.GameLinkID, {
      YOB: '',
      Surname: 'Tran',
      Age: '35 - 54',
      Gender: 'f',
      Name: 'Mai',
    });
    const tom = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/m/family/addfamilymember',
        headers: holder.auth,
        payload: { GameLinkID: family.GameLinkID, Name: 'Tom', Age: '12 - 15', Gender: 'm' },
      })
    ).json().Results as { ID: string };
    await standing(await newGame(holder.auth, family, tom.ID), 700, 5, '00:00');

    // A trial: nobody knows its age.
    const trial = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Trial',
      payload: { Email: uniqueEmail('trial'), Name: 'Robin', GameLinkID: nsw.GameLinkID },
    });
    const trialAuth = { authorization: `Bearer ${trial.json().Results.access_token}` };
    await ctx.app.inject({
      method: 'POST',
      url: '/api/m/gamelinks',
      headers: trialAuth,
      payload: { GameLinkID: nsw.GameLinkID },
    });
    await standing(await newGame(trialAuth, nsw), 100, 5, '00:00');

    const whole = await gameBoard(young, nsw);
    expect(names(whole.rows)).toEqual(['Omar · 9V', 'Nia · 9A', 'Zara · 9A', 'Tom', 'Robin · 9A']);
    expect(whole.rows.find((row) => row.IsMe)).toMatchObject({ Name: 'Zara · 9A', Rank: 3 });
    expect(whole.messages).toEqual([]);
    // The other link's game names the same game.
    expect(names((await gameBoard(older, vic)).rows)).toEqual(names(whole.rows));

    expect(names((await gameBoard(young, nsw, { State: 'NSW' })).rows)).toEqual([
      'Nia · 9A',
      'Zara · 9A',
      'Robin · 9A',
    ]);
    // A state's board I'm not on: its rows alone, none of them mine.
    const victoria = await gameBoard(young, nsw, { State: 'vic' });
    expect(victoria.rows).toEqual([
      { Name: 'Omar · 9V', Week: 5, NetPosition: 1500, AgainstPar: 1500, Rank: 1, IsMe: false },
    ]);
    expect((await gameBoard(young, nsw, { State: 'TAS' })).rows).toEqual([]);

    expect(names((await gameBoard(young, nsw, { AgeGroup: '12-15' })).rows)).toEqual([
      'Zara · 9A',
      'Tom',
    ]);
    expect(names((await gameBoard(young, nsw, { AgeGroup: '16-18' })).rows)).toEqual(['Omar · 9V']);
    expect(names((await gameBoard(young, nsw, { State: 'NSW', AgeGroup: '16-18' })).rows)).toEqual(
      [],
    );
    // 19 this year is on neither age board, but has an age, so nothing to explain.
    expect((await gameBoard(adult, nsw, { AgeGroup: '16-18' })).messages).toEqual([]);
    // No age at all: left out of the age boards, and told why.
    const ageless = await gameBoard({ auth: trialAuth }, nsw, { AgeGroup: '12-15' });
    expect(names(ageless.rows)).toEqual(['Zara · 9A', 'Tom']);
    expect(ageless.messages).toEqual([LEADERBOARD_MESSAGES.noAge]);
  });

  it('hides a class board its teacher turned off from the players and from the game-wide board', async () => {
    const shown = await newLink('--group', '8S', '--state', 'SA');
    const hidden = await newLink('--game', shown.GameID, '--group', '8H', '--hide-leaderboard');
    expect(hidden).toMatchObject({ LeaderboardVisible: false, State: null });
    const sam = await student(shown, 'Sam', 300);
    const hana = await student(hidden, 'Hana', 800);

    const refused = await get('/api/m/leaderboard', hana.auth, { GameLinkID: hidden.GameLinkID });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      Success: false,
      Messages: [LEADERBOARD_MESSAGES.hidden],
      Results: null,
    });
    // The game-wide board leaves the class out, my own game too; the other class is still there.
    expect((await gameBoard(hana, hidden)).rows).toEqual([
      { Name: 'Sam · 8S', Week: 5, NetPosition: 300, AgainstPar: 300, Rank: 1, IsMe: false },
    ]);

    expect(await admin('set-link', hidden.GameLinkID, '--leaderboard', 'on')).toEqual([
      `Game link ${hidden.GameLinkID}'s class leaderboard is now shown to its players.`,
    ]);
    expect(names(await board(hana, hidden))).toEqual(['Hana · 8H']);
    expect(names((await gameBoard(sam, shown)).rows)).toEqual(['Hana · 8H', 'Sam · 8S']);

    await admin('set-link', shown.GameLinkID, '--leaderboard', 'off', '--state', 'none');
    expect(
      (await get('/api/m/leaderboard', sam.auth, { GameLinkID: shown.GameLinkID })).statusCode,
    ).toBe(403);
    expect(names((await gameBoard(sam, shown)).rows)).toEqual(['Hana · 8H']);
    const listed = (await admin('list-links')).find((line) => line.startsWith(shown.GameLinkID));
    expect(listed).toContain('  -  leaderboard hidden  ');
  });

  it('refuses a player not on the link, a bad query and no token, in plain words', async () => {
    const link = await newLink('--group', '7R');
    const elsewhere = await newLink('--group', '7E');
    const outsider = await student(elsewhere, 'Una', 10);
    await student(link, 'Rae', 20);

    for (const url of ['/api/m/leaderboard', '/api/m/leaderboard/game']) {
      const notOn = await get(url, outsider.auth, { GameLinkID: link.GameLinkID });
      expect(notOn.statusCode).toBe(403);
      expect(notOn.json().Messages).toEqual([GAME_MESSAGES.notOnLink]);
      const unknown = await get(url, outsider.auth, {
        GameLinkID: '00000000-0000-4000-8000-00000000abcd',
      });
      expect(unknown.statusCode).toBe(403);
      const noToken = await ctx.app.inject({ url, query: { GameLinkID: link.GameLinkID } });
      expect(noToken.statusCode).toBe(401);

      const bad = async (query: Record<string, string>) => {
        const answer = await get(url, outsider.auth, {
          GameLinkID: elsewhere.GameLinkID,
          ...query,
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().Success).toBe(false);
        return answer.json().Messages as string[];
      };
      expect(await bad({ GameLinkID: 'nope' })).toEqual([ERRORS.gameLinkNotFound]);
      for (const size of ['0', '101', '2.5', 'ten'])
        expect(await bad({ MaxNumberOfGamesToReturn: size })).toEqual([
          LEADERBOARD_MESSAGES.badSize,
        ]);
    }
    const badGame = async (query: Record<string, string>) =>
      (
        await get('/api/m/leaderboard/game', outsider.auth, {
          GameLinkID: elsewhere.GameLinkID,
          ...query,
        })
      ).json();
    expect(await badGame({ State: 'Narnia' })).toMatchObject({
      Success: false,
      Messages: [LEADERBOARD_MESSAGES.badState],
    });
    expect((await badGame({ AgeGroup: '19-34' })).Messages).toEqual([
      LEADERBOARD_MESSAGES.badAgeGroup,
    ]);
    // An empty filter, as a form's "All" sends it, is no filter.
    expect((await badGame({ State: '', AgeGroup: '' })).Results).toHaveLength(1);
  });

  it('records a link’s state and leaderboard setting from the command line, and refuses bad ones', async () => {
    const link = await newLink('--state', ' act ');
    expect(link).toMatchObject({ State: 'ACT', LeaderboardVisible: true });
    await expect(admin('create-link', '--state', 'Narnia')).rejects.toThrow(
      '--state must be one of NSW, VIC, QLD, WA, SA, TAS, ACT, NT',
    );
    await expect(admin('set-link', link.GameLinkID)).rejects.toThrow(UsageError);
    await expect(admin('set-link', link.GameLinkID, '--leaderboard', 'maybe')).rejects.toThrow(
      '--leaderboard must be on or off',
    );
    await expect(
      admin('set-link', '00000000-0000-4000-8000-00000000abcd', '--state', 'WA'),
    ).rejects.toThrow('No game link');
    expect(await admin('set-link', link.GameLinkID, '--state', 'wa')).toEqual([
      `Game link ${link.GameLinkID} is now in WA.`,
    ]);
    const row = await ctx.app.db
      .selectFrom('game_links')
      .select(['state', 'leaderboard_visible'])
      .where('id', '=', link.GameLinkID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'WA', leaderboard_visible: 1 });
  });
});
