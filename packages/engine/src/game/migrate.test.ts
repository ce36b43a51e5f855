// Games stored by an earlier version of the engine load and play on.
import { describe, expect, it } from 'vitest';
import { content } from '../../test/fixtures/content';
import { TestGame } from '../../test/fixtures/game';
import { migrateState, selectBonusQuestion, selectWeekSummary, type GameState } from '../index';

/** A version-2 state as stored: a generator's position instead of a seed, no time on the question. */
function asVersion2(state: GameState): GameState {
  const { instanceSeed, ...rest } = state;
  const question = state.endOfWeek.question;
  const { askedAtMs: _asked, ...oldQuestion } = question ?? { askedAtMs: null };
  const { amountChanges: _changes, ...oldBills } = state.bills;
  return {
    ...rest,
    version: 2,
    bills: oldBills,
    rng: instanceSeed.map((word) => (word + 1) >>> 0),
    endOfWeek: { ...state.endOfWeek, question: question ? oldQuestion : null },
  } as unknown as GameState;
}

describe('a version-2 game', () => {
  it('keeps its generator position as its own seed, and its question with no server time', () => {
    const game = new TestGame();
    game.open('everyday', 10_000);
    game.do({ type: 'endWeek' });
    game.do({ type: 'generateBonusQuestion', atMs: 1_770_000_000_000 });
    const old = asVersion2(game.state);
    const migrated = migrateState(old);
    expect(migrated.version).toBe(3);
    expect(migrated.instanceSeed).toEqual((old as unknown as { rng: number[] }).rng);
    expect('rng' in migrated).toBe(false);
    expect(migrated.endOfWeek.question).toMatchObject({ askedAtMs: null });
    expect(migrated.bills.amountChanges).toEqual([]);
    expect(migrateState(migrated)).toBe(migrated);
  });

  it("plays on: the open question takes the client's time, and the weeks go on", () => {
    const game = new TestGame();
    game.open('everyday', 10_000);
    game.do({ type: 'endWeek' });
    game.do({ type: 'generateBonusQuestion', atMs: 1_770_000_000_000 });
    game.state = migrateState(asVersion2(game.state));
    const view = selectBonusQuestion(game.state, content)!;
    const right = content.bonusQuestions.find((q) => q.id === view.questionId)!.correctIndex;
    game.do({
      type: 'answerBonusQuestion',
      questionId: view.questionId,
      answerId: right,
      skip: false,
      timeRemainingSeconds: 60,
      atMs: 1_770_000_000_000 + 50_000,
    });
    expect(selectWeekSummary(game.state)!.timeBonusCents).toBe(60 * 50);
    game.do({ type: 'startWeek' });
    for (let week = 2; week <= 6; week++) game.nextWeek();
    expect(game.state.week).toBe(7);
  });
});
