// Replay: the same seeds and the same commands give the same game, exactly. The server keeps
// each instance's accepted commands, so any game can be rebuilt for audit, review or a bug report.
import type { Command } from './commands';
import type { Engine, ReplayInit, ReplayResult } from './module';

export type { ReplayInit, ReplayResult } from './module';

export function replayWith(
  engine: Engine,
  init: ReplayInit,
  commands: readonly Command[],
): ReplayResult {
  const { content, ...input } = init;
  let state = engine.createGame({ ...input, scenario: content.scenario, items: content.items });
  const rejected: ReplayResult['rejected'] = [];
  commands.forEach((command, index) => {
    // Every logged command was taken under the limits of its day: they are not met again.
    const result = engine.applyCommand(state, command, content, { fromLog: true });
    if (result.ok) state = result.state;
    else rejected.push({ index, rejection: result });
  });
  return { state, rejected };
}
