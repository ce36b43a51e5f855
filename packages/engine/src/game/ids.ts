// The boundary between the state's id numbers and the API's UUIDs.
import { formatId, parseId } from '../random/ids';
import type { GameState } from './state';

/** The UUID the API shows for an id number. */
export function publicId(state: GameState, id: number): string {
  return formatId(state.ids.seed, id);
}

/** The id number of a UUID from a command; undefined when this game never issued it. */
export function refOf(state: GameState, uuid: unknown): number | undefined {
  return parseId(state.ids, uuid);
}
