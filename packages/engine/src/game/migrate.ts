// Stored states from earlier versions of the engine, brought up to this one when loaded. Each
// step is small and frozen in time, like a database migration.
import type { GameState } from './state';
import { STATE_VERSION } from './state';

type AnyVersion = Omit<GameState, 'version'> & { version: number };

/** The state in the current shape (the same object when it already is). */
export function migrateState(stored: AnyVersion): GameState {
  let state = stored;
  if (state.version === 1) {
    // Version 2 added the archive of old messages.
    const communications = state.communications as Partial<GameState['communications']> &
      Pick<GameState['communications'], 'list'>;
    state = {
      ...state,
      version: 2,
      communications: { list: communications.list, archive: [], deletedIds: [], readIds: [] },
    };
  }
  if (state.version !== STATE_VERSION)
    throw new Error(`a game state of version ${state.version} cannot be loaded`);
  return state as GameState;
}
