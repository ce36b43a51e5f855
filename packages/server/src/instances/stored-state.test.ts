import { describe, expect, it } from 'vitest';
import { starterContent } from '@mc/content';
import { applyCommand, createGame, liveState, STATE_VERSION, type GameState } from '@mc/engine';
import { playGame, RandomPlayer, type PlayOptions } from '@mc/engine/testing/random-player';
import {
  PAGE_KINDS,
  restoredState,
  storedState,
  type PageKind,
  type SealedCounts,
} from './stored-state';

/** A whole game by a random player (seeded), calling `onStep` after every command. */
function playWhole(seed: number, totalWeeks: 26 | 27, onStep?: PlayOptions['onStep']) {
  return playGame(
    {
      gameSeed: `stored-${seed}`,
      instanceSeed: `stored-${seed}`,
      totalWeeks,
      playerName: 'Sam',
      content: starterContent,
    },
    new RandomPlayer(seed),
    { commandsPerWeek: 12, onStep },
  );
}

/** The row's JSON worked out the plain way: the whole state with its sealed pages cut off. */
const plainRowJson = (state: GameState) => JSON.stringify(liveState(state));

const NONE: SealedCounts = { ledger: 0, messages: 0, diary: 0 };

describe('stored state', () => {
  it('stores and restores every state of whole games exactly, writing each sealed page once', () => {
    for (const seed of [1, 2, 3]) {
      const pages: Record<PageKind, string[]> = { ledger: [], messages: [], diary: [] };
      let storedSealed = NONE;
      let checked = 0;
      let lastState: GameState | undefined;
      playWhole(seed, 27, (state, _command, result) => {
        if (!result.ok) return;
        lastState = state;
        const stored = storedState(state, storedSealed);
        // Parts of earlier states are reused by later ones; a text kept for a part that had
        // changed since would show up here.
        expect(stored.json).toBe(plainRowJson(state));
        for (const kind of PAGE_KINDS) {
          expect(stored.newPages[kind].map((page) => page.pageNo)).toEqual(
            Array.from(
              { length: stored.sealed[kind] - storedSealed[kind] },
              (_, i) => storedSealed[kind] + i,
            ),
          );
          pages[kind].push(...stored.newPages[kind].map((page) => page.json));
        }
        storedSealed = stored.sealed;
        const restored = restoredState(stored.json, pages);
        expect(JSON.stringify(restored)).toBe(JSON.stringify(state));
        checked += 1;
      });
      expect(storedSealed.ledger).toBeGreaterThan(2);
      expect(storedSealed.messages).toBeGreaterThan(0);
      expect(storedSealed.diary).toBe(Math.max(0, lastState!.planner.answers.length - 1));
      expect(checked).toBeGreaterThan(200);
    }
    // Three whole games, each state stored and restored: seconds of work, more on a busy machine.
  }, 30_000);

  it('stores every diary answer but the last once, apart, and restores them in order', () => {
    let state = createGame({
      scenario: starterContent.scenario,
      items: starterContent.items,
      gameSeed: 'diary',
      instanceSeed: 'diary',
      totalWeeks: 26,
      playerName: 'Sam',
    });
    for (const answer of ['First.', 'Second.', 'Third.']) {
      const result = applyCommand(
        state,
        { type: 'saveDiaryAnswer', week: 1, answer },
        starterContent,
      );
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    const stored = storedState(state, NONE);
    expect(stored.sealed.diary).toBe(state.planner.answers.length - 1);
    expect(
      stored.newPages.diary
        .map((page) => (JSON.parse(page.json) as { answer: string }).answer)
        .slice(-2),
    ).toEqual(['First.', 'Second.']);
    expect(stored.json).toContain('Third.');
    expect(stored.json).not.toContain('Second.');
    const pages: Record<PageKind, string[]> = { ledger: [], messages: [], diary: [] };
    for (const kind of PAGE_KINDS) pages[kind] = stored.newPages[kind].map((page) => page.json);
    expect(JSON.stringify(restoredState(stored.json, pages))).toBe(JSON.stringify(state));
  });

  it('keeps a late game row to a fraction of the whole state', () => {
    const played = playWhole(7, 27);
    const whole = JSON.stringify(played.state).length;
    const row = storedState(played.state, NONE).json.length;
    expect(row).toBeLessThan(whole * 0.7);
  });

  it('refuses a state that lost pages already sealed', () => {
    const played = playWhole(4, 26);
    const sealed = storedState(played.state, NONE).sealed;
    expect(() => storedState(played.state, { ...sealed, ledger: sealed.ledger + 1 })).toThrow(
      /ledger lost sealed pages/,
    );
    expect(() => storedState(played.state, { ...sealed, messages: sealed.messages + 1 })).toThrow(
      /messages lost sealed pages/,
    );
    expect(() => storedState(played.state, { ...sealed, diary: sealed.diary + 1 })).toThrow(
      /diary lost sealed pages/,
    );
  });

  it('brings a state stored before the message archive up to date', () => {
    const played = playWhole(5, 26);
    const stored = storedState(played.state, NONE);
    const before = JSON.parse(stored.json) as GameState & { communications: object };
    const restoredOld = restoredState(
      JSON.stringify({
        ...before,
        version: 1,
        communications: { list: played.state.communications.list },
      }),
      { ledger: [], messages: [], diary: [] },
    );
    expect(restoredOld.version).toBe(STATE_VERSION);
    expect(restoredOld.communications).toMatchObject({ archive: [], deletedIds: [], readIds: [] });
  });
});
