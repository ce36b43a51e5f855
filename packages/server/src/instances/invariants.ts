import type { CommandType } from '@mc/engine';

/**
 * A command the engine accepted left a state that breaks the engine's invariants (a bug, never
 * the player's doing). The command is not stored; the error handler logs the instance and the
 * problems at error level and answers 500 with the envelope.
 */
export class InvariantBreach extends Error {
  constructor(
    readonly instanceId: string,
    readonly commandType: CommandType,
    readonly problems: string[],
  ) {
    super(`game instance ${instanceId}: ${commandType} broke ${problems.length} invariant(s)`);
    this.name = 'InvariantBreach';
  }
}
