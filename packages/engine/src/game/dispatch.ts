// applyCommand: the one entry point that changes a game. It checks the week's phase, looks the
// command up among the modules' commands and returns the new state and events, or the module's
// rejection (and then the caller's state is untouched: states are never mutated).
import { PRETEST_ITEMS, PRETEST_MESSAGES } from '@mc/contract/apps/pretest';
import type { Command } from './commands';
import type { GameContent } from './content';
import type { Engine } from './module';
import type { CommandSpec } from './module';
import { reject, type CommandResult, type Rejection } from './result';
import type { GameState } from './state';
import { begin } from './tx';

/**
 * The game asks for the learning check before week 1 and it is not done. Its items are the first
 * PRETEST_ITEMS of the bank (fewer when the bank is smaller), so the count alone says.
 */
function pretestPending(state: GameState, content: GameContent): boolean {
  if (state.settings.pretest !== true) return false;
  const items = Math.min(PRETEST_ITEMS, content.endOfGame.learning.length);
  return state.pretest.answers.length < items;
}

export function applyCommandWith(
  engine: Engine,
  state: GameState,
  command: Command,
  content: GameContent,
): CommandResult {
  if (content.scenario.id !== state.scenarioId) {
    throw new Error(`content is scenario ${content.scenario.id}, the game is ${state.scenarioId}`);
  }
  const spec =
    typeof command === 'object' && command !== null && typeof command.type === 'string'
      ? engine.commands.get(command.type)
      : undefined;
  if (!spec) return reject('game/invalid-command', 'The command is not valid.');
  const phaseRejection = checkPhase(state, spec, content);
  if (phaseRejection) return phaseRejection;
  const tx = begin(state, content, engine);
  const rejection = spec.run(tx, command as never);
  if (rejection) return rejection;
  return { ok: true, state: tx.state, events: tx.events };
}

function checkPhase(
  state: GameState,
  spec: CommandSpec<never>,
  content: GameContent,
): Rejection | undefined {
  // The learning check comes before anything else of the game (issue 33).
  if (!spec.beforePretest && pretestPending(state, content))
    return reject('game/pretest-first', PRETEST_MESSAGES.first);
  if (spec.beforePretest) return undefined;
  if (spec.afterWeekEnd) return undefined;
  if (state.isGameComplete) return reject('game/complete', 'The game is complete.');
  if (state.phase === 'ended')
    return reject('game/week-ended', 'This week has ended. Start the next week.');
  return undefined;
}
