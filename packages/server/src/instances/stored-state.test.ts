import { describe, expect, it } from 'vitest';
import { starterContent } from '@mc/content';
import type { GameState } from '@mc/engine';
import { playGame, RandomPlayer, type PlayOptions } from '@mc/engine/testing/random-player';
import { restoredState, sealedPageCount, storedState } from './stored-state';

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
function plainRowJson(state: GameState): string {
  const sealed = sealedPageCount(state);
  return JSON.stringify({
    ...state,
    ledger: { ...state.ledger, pages: state.ledger.pages.slice(sealed) },
  });
}

describe('stored state', () => {
  it('stores and restores every state of whole games exactly, writing each sealed page once', () => {
    for (const seed of [1, 2, 3]) {
      const pages: string[] = [];
      let storedSealed = 0;
      let checked = 0;
      playWhole(seed, 27, (state, _command, result) => {
        if (!result.ok) return;
        const stored = storedState(state, storedSealed);
        // Parts of earlier states are reused by later ones; a text kept for a part that had
        // changed since would show up here.
        expect(stored.json).toBe(plainRowJson(state));
        expect(stored.newPages.map((page) => page.pageNo)).toEqual(
          Array.from({ length: stored.sealedPages - storedSealed }, (_, i) => storedSealed + i),
        );
        pages.push(...stored.newPages.map((page) => page.postings));
        storedSealed = stored.sealedPages;
        const restored = restoredState(stored.json, pages);
        expect(JSON.stringify(restored)).toBe(JSON.stringify(state));
        checked += 1;
      });
      expect(storedSealed).toBeGreaterThan(2);
      expect(checked).toBeGreaterThan(200);
    }
  });

  it('keeps a late game row to a fraction of the whole state', () => {
    const played = playWhole(7, 27);
    const whole = JSON.stringify(played.state).length;
    const row = storedState(played.state, sealedPageCount(played.state)).json.length;
    expect(row).toBeLessThan(whole * 0.85);
  });

  it('refuses a state that lost pages already sealed', () => {
    const played = playWhole(4, 26);
    const sealed = sealedPageCount(played.state);
    expect(() => storedState(played.state, sealed + 1)).toThrow(/lost sealed pages/);
  });
});
