import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, GAME_MESSAGES, type GameInstanceSummary, type MyGameLink } from '@mc/contract';
import { runAdminCommand } from '../src/admin/commands';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { createLink, signUp } from './support/players';

// POST /api/i/games as the spec's client calls it (GameID alone, spec part 1 section 7), and with
// GameLinkID for a player on several links of one game (issue 10, point 11).

describe.each(dialects)('starting a game on %s', (dialect) => {
  const ctx = useTestApp(dialect);
  let first: { GameLinkID: string; GameID: string };
  let second: { GameLinkID: string; GameID: string };
  let other: { GameLinkID: string; GameID: string };

  beforeAll(async () => {
    first = await createLink(ctx.app, ctx.config, '--group', '10A', '--max-games', '2');
    // A second class in the same game (same world, one leaderboard).
    second = await createLink(ctx.app, ctx.config, '--group', '10B', '--game', first.GameID);
    other = await createLink(ctx.app, ctx.config, '--group', '9C');
  });

  const create = (auth: Record<string, string>, payload: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/i/games', headers: auth, payload });

  const gamesOn = async (auth: Record<string, string>, gameLinkId: string) =>
    (
      (
        await ctx.app.inject({ url: `/api/m/gamelinks?GameLinkID=${gameLinkId}`, headers: auth })
      ).json().Results as MyGameLink
    ).GameInstances.map((instance) => instance.ID);

  const join = async (auth: Record<string, string>, gameLinkId: string) => {
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/api/m/gamelinks',
      headers: auth,
      payload: { GameLinkID: gameLinkId },
    });
    expect(joined.statusCode).toBe(200);
  };

  it("starts the game on the player's link when the call names the game alone", async () => {
    const student = await signUp(ctx.app, first.GameLinkID);
    const created = await create(student.auth, { GameID: first.GameID });
    expect(created.statusCode).toBe(200);
    const game = created.json().Results as GameInstanceSummary;
    expect(game).toMatchObject({ CurrentWeek: 1, IsGameComplete: false });
    expect(await gamesOn(student.auth, first.GameLinkID)).toEqual([game.ID]);
    // The slots are the link's: the second of two, then none.
    expect((await create(student.auth, { GameID: first.GameID })).statusCode).toBe(200);
    const full = await create(student.auth, { GameID: first.GameID });
    expect(full.statusCode).toBe(400);
    expect(full.json().Messages).toEqual([GAME_MESSAGES.noFreeSlot]);
  });

  it('asks a player on several links of the game to choose one, and starts it there', async () => {
    const student = await signUp(ctx.app, first.GameLinkID);
    await join(student.auth, second.GameLinkID);
    const unclear = await create(student.auth, { GameID: first.GameID });
    expect(unclear.statusCode).toBe(400);
    expect(unclear.json()).toMatchObject({
      Success: false,
      Messages: [GAME_MESSAGES.severalLinks],
    });
    const chosen = await create(student.auth, {
      GameID: first.GameID,
      GameLinkID: second.GameLinkID,
    });
    expect(chosen.statusCode).toBe(200);
    expect(await gamesOn(student.auth, second.GameLinkID)).toEqual([chosen.json().Results.ID]);
    expect(await gamesOn(student.auth, first.GameLinkID)).toEqual([]);
  });

  it('refuses a game the player is not on, an unknown game, and a link of another game', async () => {
    const student = await signUp(ctx.app, first.GameLinkID);
    const notMine = await create(student.auth, { GameID: other.GameID });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().Messages).toEqual([GAME_MESSAGES.notOnLink]);
    const notJoined = await create(student.auth, {
      GameID: second.GameID,
      GameLinkID: second.GameLinkID,
    });
    expect(notJoined.statusCode).toBe(403);
    const unknown = await create(student.auth, { GameID: randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Messages).toEqual([ERRORS.gameNotFound]);
    const mismatched = await create(student.auth, {
      GameID: first.GameID,
      GameLinkID: other.GameLinkID,
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().Messages).toEqual([ERRORS.gameNotFound]);
    const missing = await create(student.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Messages).toEqual([ERRORS.gameNotFound]);
    expect(await gamesOn(student.auth, first.GameLinkID)).toEqual([]);
  });

  it('refuses a new game on a closed link', async () => {
    const closing = await createLink(ctx.app, ctx.config, '--group', 'Closing');
    const student = await signUp(ctx.app, closing.GameLinkID);
    await runAdminCommand(ctx.app.db, ctx.config, ['close-link', closing.GameLinkID]);
    const refused = await create(student.auth, { GameID: closing.GameID });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Messages).toEqual([GAME_MESSAGES.linkClosed]);
  });
});
