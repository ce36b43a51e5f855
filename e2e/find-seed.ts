import { starterContent } from '@mc/content';
import {
  applyCommand,
  createGame,
  selectBankAccountTypes,
  selectTextThreads,
  type Command,
  type GameState,
} from '@mc/engine';

// The journeys need text-message offers early (accept one, decline one in weeks 2 and 3), and
// offers are the game's world, drawn from the game's seed. This finds the first game seed whose
// week 3 opens with two unanswered text offers; the server then gives that seed to every new game
// (GAME_SEED), so the journey is the same on every run. The world does not depend on what a
// player does, so the player's moves here need only get the weeks going.

function play(state: GameState, command: Command): GameState {
  const result = applyCommand(state, command, starterContent);
  return result.ok ? result.state : state;
}

/** Every player's game in the journeys has this seed (GAME_INSTANCE_SEED): the same questions. */
export const JOURNEY_INSTANCE_SEED = 1;

export function findJourneySeed(totalWeeks: 26 | 27 = 26, limit = 5000): number {
  const everyday = selectBankAccountTypes(starterContent).find(
    (type) =>
      type.accountType === 'TransactionsBankAccountInstance' && type.minimumBalanceCents === 0,
  );
  if (!everyday) throw new Error('the starter scenario has no everyday account without a minimum');
  for (let seed = 1; seed <= limit; seed += 1) {
    let state = createGame({
      scenario: starterContent.scenario,
      items: starterContent.items,
      gameSeed: seed,
      instanceSeed: JOURNEY_INSTANCE_SEED,
      totalWeeks,
      playerName: 'Sam',
      // No quiz holds a week up here: quizzes are the player's part, not the world's.
      settings: { quizRequired: 'none' },
    });
    state = play(state, { type: 'openBankAccount', accountTypeId: everyday.id });
    for (let week = 1; week <= 2; week += 1) {
      state = play(state, { type: 'endWeek' });
      state = play(state, { type: 'generateBonusQuestion', atMs: week * 604_800_000 });
      state = play(state, { type: 'startWeek' });
    }
    const offers = selectTextThreads(state, starterContent)
      .flatMap((thread) => thread.messages)
      .filter((message) => message.isActionable && !message.actioned && !message.cancelled);
    if (offers.length >= 2) return seed;
  }
  throw new Error(`no seed up to ${limit} brings two text offers by week 3`);
}
