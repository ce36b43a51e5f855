// Badges for lessons learned (issue 29): each is earned by the habit it names and by nothing else,
// in the week the habit shows, once.
import { describe, expect, it } from 'vitest';
import {
  ENGINE,
  selectBadges,
  selectBadgesOfWeek,
  selectBills,
  SimulatedPlayer,
  CAREFUL,
  type CarefulChoices,
} from '../src/index';
import { content } from './fixtures/content';

const world = { gameSeed: 'class-10b', totalWeeks: 26 as const };

/** A whole game of careful weeks (with `choices`), bonus questions skipped. */
function play(choices: CarefulChoices, extra?: (player: SimulatedPlayer) => void) {
  const player = new SimulatedPlayer(ENGINE, content, world, 'sam');
  while (!player.state.isGameComplete) {
    player.carefulWeek(choices);
    extra?.(player);
    player.takeQuiz(false);
    player.endWeek(() => undefined);
  }
  return player;
}

const ids = (player: SimulatedPlayer) => selectBadges(player.state).map((badge) => badge.id);

describe('badges', () => {
  it('gives a careful player the safety net by week 8, and on time and scam spotter at the end', () => {
    const careful = play({ ...CAREFUL });
    const badges = selectBadges(careful.state);
    expect(ids(careful)).toEqual(expect.arrayContaining(['safety-net', 'bills-on-time']));
    expect(badges.find((b) => b.id === 'safety-net')!.week).toBeLessThanOrEqual(8);
    expect(badges.find((b) => b.id === 'bills-on-time')!.week).toBe(26);
    expect(selectBadgesOfWeek(careful.state, 26).map((b) => b.id)).toContain('bills-on-time');
    // Each badge once, with the words a student reads.
    expect(new Set(ids(careful)).size).toBe(badges.length);
    for (const badge of badges) expect(badge.title.length).toBeGreaterThan(3);
  });

  it('gives the scam spotter only to a player who turned every scam down', () => {
    const careful = play({ ...CAREFUL });
    const fooled = play({ ...CAREFUL, acceptScams: true });
    const scamsCame = careful.state.badges.scamSeen;
    expect(scamsCame).toBe(true);
    expect(ids(careful)).toContain('scam-spotter');
    expect(ids(fooled)).not.toContain('scam-spotter');
  });

  it('keeps on time, every time from a player who let a bill run late', () => {
    const late = new SimulatedPlayer(ENGINE, content, world, 'late');
    while (!late.state.isGameComplete) {
      late.openEverydayAccount();
      // Bills paid only once they are overdue.
      for (const bill of selectBills(late.state, { payableOnly: true }).filter(
        (b) => b.tag === 'Overdue',
      ))
        late.do({ type: 'payBill', billId: bill.id, fromAccountId: late.transaction!.id });
      late.takeQuiz(false);
      late.endWeek(() => undefined);
    }
    expect(late.state.bills.list.some((bill) => bill.lateFeesCents > 0)).toBe(true);
    expect(ids(late)).not.toContain('bills-on-time');
  });

  it('marks a budget kept four weeks running in the fourth week, and not a plan broken', () => {
    const planner = new SimulatedPlayer(ENGINE, content, world, 'planner');
    const saved = (p: SimulatedPlayer) =>
      // What remains after the regular bills is a few hundred dollars: half for extra bills and
      // things, none promised to savings.
      p.do({ type: 'savePlan', bills: 150, goods: 150, savings: 0, shares: 0, fixedTerm: 0 });
    for (let week = 1; week <= 4; week++) {
      planner.carefulWeek({ ...CAREFUL, save: false });
      saved(planner);
      planner.takeQuiz(false);
      planner.endWeek(() => undefined);
    }
    expect(selectBadgesOfWeek(planner.state, 4).map((b) => b.id)).toContain('on-budget');
    expect(selectBadgesOfWeek(planner.state, 3).map((b) => b.id)).not.toContain('on-budget');

    const breaker = new SimulatedPlayer(ENGINE, content, world, 'breaker');
    for (let week = 1; week <= 4; week++) {
      breaker.carefulWeek({ ...CAREFUL, save: false });
      // A plan to save $300 a week that never goes to savings.
      breaker.do({ type: 'savePlan', bills: 0, goods: 0, savings: 300, shares: 0, fixedTerm: 0 });
      breaker.takeQuiz(false);
      breaker.endWeek(() => undefined);
    }
    expect(ids(breaker)).not.toContain('on-budget');
  });

  it('leaves the safety net to players who put money away in savings', () => {
    const spender = new SimulatedPlayer(ENGINE, content, world, 'cash');
    for (let week = 1; week <= 8; week++) {
      spender.openEverydayAccount();
      spender.payBillsOnTime();
      // Everything kept in the everyday account: nothing put away.
      spender.move(spender.cash.id, spender.transaction!.id, spender.cash.balanceCents);
      spender.takeQuiz(false);
      spender.endWeek(() => undefined);
    }
    expect(ids(spender)).not.toContain('safety-net');
  });
});
