// What is drawn once per game from the content and the game's seed (the world's events, the job
// market): kept per process, since content does not change while a server runs. A process serving
// many games keeps the latest MAX_GAMES of each kind.
import type { RngState } from '../random/prng';
import type { GameContent } from './content';

const MAX_GAMES = 1024;

/** A memo of `draw` per content and game seed. */
export function drawnPerGame<T>(
  draw: (content: GameContent, gameSeed: Readonly<RngState>) => T,
): (content: GameContent, gameSeed: Readonly<RngState>) => T {
  const drawn = new WeakMap<GameContent, Map<string, T>>();
  return (content, gameSeed) => {
    let byGame = drawn.get(content);
    if (!byGame) {
      byGame = new Map();
      drawn.set(content, byGame);
    }
    const key = gameSeed.join('.');
    let value = byGame.get(key);
    if (value === undefined) {
      value = draw(content, gameSeed);
      if (byGame.size >= MAX_GAMES) byGame.delete(byGame.keys().next().value!);
      byGame.set(key, value);
    }
    return value;
  };
}
