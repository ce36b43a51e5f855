import { describe, expect, it } from 'vitest';
import type { ProgressResult, WeekSummary } from '@mc/contract';
import { payAfterTaxByWeekCents, payAfterTaxCents, type ParCurve } from '@mc/engine';
import { findGame } from '../src/games/repository';
import { loadInstance, readHead } from '../src/instances/storage';
import { backfillAgainstPar } from '../src/par/backfill';
import { forgetParCurves, parCurveOf, playPar } from '../src/par/curves';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { joinGame, openEverydayAccount, playWeek, startGame } from './support/game';

// Par through the server (issue 29): played once per game and persona and kept; a week's summary
// and the where-I'm-at report set the player's net position beside it; each game keeps its result
// against par beside its state for the boards, and games stored before par get one at start-up.

const cents = (dollars: number) => Math.round(dollars * 100);

describe.each(dialects)('par on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  async function curves(gameId: string) {
    return ctx.app.db
      .selectFrom('par_curves')
      .select(['scenario_id', 'curve'])
      .where('game_id', '=', gameId)
      .execute();
  }

  it("keeps one curve per game and persona, the careful player's game in that world", async () => {
    const first = await startGame(ctx, '--year', '10');
    await joinGame(ctx, first.link);
    const rows = await curves(first.link.GameID);
    expect(rows.map((row) => row.scenario_id)).toEqual(['starter-hobart-home-14-15']);
    const game = await findGame(ctx.app.db, first.link.GameID);
    expect(JSON.parse(rows[0]!.curve)).toEqual(playPar(game!, 'starter-hobart-home-14-15'));
  });

  it('sets each week and the report beside par, and keeps the result for the boards', async () => {
    const { link, client, instanceId } = await startGame(ctx, '--year', '11');
    // Just started, week 1's bills arrived for both: on par.
    const first = (await client.get<ProgressResult>('/api/i/progress')).body.Results;
    expect(first.AgainstPar).toBe(0);
    await openEverydayAccount(client, link.GameID);
    const [row] = await curves(link.GameID);
    const curve = JSON.parse(row!.curve) as ParCurve;
    /** The player's pay after tax so far, from the stored game (to a week's end when given). */
    const payOf = async (week?: number) => {
      const { state } = (await loadInstance(
        ctx.app.db,
        instanceId,
        (await readHead(ctx.app.db, instanceId))!,
      ))!;
      return week === undefined ? payAfterTaxCents(state) : payAfterTaxByWeekCents(state, week);
    };
    for (const week of [1, 2]) {
      await playWeek(client);
      const summary = (await client.get<WeekSummary>('/api/i/progress/summary')).body.Results;
      expect(summary.Week).toBe(week);
      // Par earns what the player earned: par turned Dad's $20 chores job into pay in week 1
      // (and, in some worlds, took an offer of paid work), which this player left, so their
      // par is that much lower than the careful player's net position.
      const payGap = (await payOf(week)) - curve.payEnded[week - 1]!;
      expect(payGap).toBeLessThanOrEqual(-2_000);
      expect(cents(summary.Par)).toBe(curve.ended[week - 1]! + payGap);
      expect(cents(summary.AgainstPar)).toBe(
        cents(summary.FinishingNetPosition) - cents(summary.Par),
      );
      expect(summary.IsPractice).toBe(false);
    }
    // Week 3 is under way: the report compares with par as week 3 opened (its bills arrived).
    const report = (await client.get<ProgressResult>('/api/i/progress')).body.Results;
    const payGap = (await payOf()) - curve.payOpened[2]!;
    expect(cents(report.Par)).toBe(curve.opened[2]! + payGap);
    expect(cents(report.AgainstPar)).toBe(cents(report.NetPosition) - cents(report.Par));
    const stored = await ctx.app.db
      .selectFrom('game_instances')
      .select('against_par_cents')
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.against_par_cents)).toBe(cents(report.AgainstPar));
  });

  it('plays again a curve kept before par followed pay, and keeps the new one', async () => {
    const { link } = await startGame(ctx, '--year', '10');
    const [row] = await curves(link.GameID);
    const full = JSON.parse(row!.curve) as ParCurve;
    await ctx.app.db
      .updateTable('par_curves')
      .set({ curve: JSON.stringify({ opened: full.opened, ended: full.ended }) })
      .where('game_id', '=', link.GameID)
      .execute();
    forgetParCurves();
    expect(await parCurveOf(ctx.app.db, link.GameID, row!.scenario_id)).toEqual(full);
    const [kept] = await curves(link.GameID);
    expect(JSON.parse(kept!.curve)).toEqual(full);
  });

  it('works out the result of a game stored before par at start-up', async () => {
    const { link, client, instanceId } = await startGame(ctx);
    await openEverydayAccount(client, link.GameID);
    await playWeek(client);
    await ctx.app.db
      .updateTable('game_instances')
      .set({ against_par_cents: null })
      .where('id', '=', instanceId)
      .execute();
    expect(await backfillAgainstPar(ctx.app.db)).toBeGreaterThanOrEqual(1);
    const report = (await client.get<ProgressResult>('/api/i/progress')).body.Results;
    const stored = await ctx.app.db
      .selectFrom('game_instances')
      .select('against_par_cents')
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.against_par_cents)).toBe(cents(report.AgainstPar));
    expect(await backfillAgainstPar(ctx.app.db)).toBe(0);
  });
});
