// applyCommand: the one entry point that changes a game. It checks the week's phase, looks the
// command up among the modules' commands and returns the new state and events, or the module's
// rejection (and then the caller's state is untouched: states are never mutated). A command that
// changes the game then meets its limit, unless it is replayed from the game's log.
import type { Command } from './commands';
import type { GameContent } from './content';
import type { ApplyOptions, Engine } from './module';
import type { CommandSpec } from './module';
import { reject, type CommandResult, type Rejection } from './result';
import type { GameState } from './state';
import { begin } from './tx';

export function applyCommandWith(
  engine: Engine,
  state: GameState,
  command: Command,
  content: GameContent,
  options: ApplyOptions = {},
): CommandResult {
  if (content.scenario.id !== state.scenarioId) {
    throw new Error(`content is scenario ${content.scenario.id}, the game is ${state.scenarioId}`);
  }
  const spec =
    typeof command === 'object' && command !== null && typeof command.type === 'string'
      ? engine.commands.get(command.type)
      : undefined;
  if (!spec) return reject('game/invalid-command', 'The command is not valid.');
  // What comes before the rest of the game (the money check before week 1) lets only its own
  // module's commands through.
  for (const gate of engine.gates) {
    if (gate.commands.has(command.type)) continue;
    const failure = gate.check(state, content);
    if (failure) return reject(failure.code, failure.message);
  }
  const phaseRejection = checkPhase(state, spec);
  if (phaseRejection) return phaseRejection;
  const tx = begin(state, content, engine);
  const rejection = spec.run(tx, command as never);
  if (rejection) return rejection;
  // A command that changes nothing (the same words saved again) is stored by no one: no limit.
  if (spec.limit && !options.fromLog && changesSomething(state, tx.state)) {
    const over = spec.limit(state, command as never, content);
    if (over) return over;
  }
  return { ok: true, state: tx.state, events: tx.events };
}

/** True when a slice of the state is not the object it was (commands copy what they change). */
function changesSomething(before: GameState, after: GameState): boolean {
  const keys = Object.keys(after) as (keyof GameState)[];
  return (
    keys.length !== Object.keys(before).length || keys.some((key) => after[key] !== before[key])
  );
}

function checkPhase(state: GameState, spec: CommandSpec<never>): Rejection | undefined {
  if (spec.afterWeekEnd) return undefined;
  if (state.isGameComplete) return reject('game/complete', 'The game is complete.');
  if (state.phase === 'ended')
    return reject('game/week-ended', 'This week has ended. Start the next week.');
  return undefined;
}
