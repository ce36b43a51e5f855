// Replay: the same seeds and the same commands give the same game, exactly. The server keeps
// each instance's accepted commands, so any game can be rebuilt for audit, review or a bug report.
import type { Command } from './commands';
import type { GameContent } from './content';
import type { CreateGameInput } from './create';
import type { Engine } from './engine';
import type { Rejection } from './result';
import type { GameState } from './state';

export interface ReplayInit extends Omit<CreateGameInput, 'scenario' | 'items'> {
  content: GameContent;
}

export interface ReplayResult {
  state: GameState;
  /** Commands that were rejected, by position (they changed nothing, as when first applied). */
  rejected: { index: number; rejection: Rejection }[];
}

export function replayWith(
  engine: Engine,
  init: ReplayInit,
  commands: readonly Command[],
): ReplayResult {
  const { content, ...input } = init;
  let state = engine.createGame({ ...input, scenario: content.scenario, items: content.items });
  const rejected: ReplayResult['rejected'] = [];
  commands.forEach((command, index) => {
    const result = engine.applyCommand(state, command, content);
    if (result.ok) state = result.state;
    else rejected.push({ index, rejection: result });
  });
  return { state, rejected };
}
