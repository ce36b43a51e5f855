import type { GameState } from '@mc/engine';

// Parsed game states by instance, valid only for the version they were stored with. The version
// is always read from the database first, so a state changed by another server process is never
// served from here; the cache only saves re-parsing JSON that has not changed.

const LIMIT = 2000;
const states = new Map<string, { version: number; state: GameState }>();

export function cachedState(instanceId: string, version: number): GameState | undefined {
  const entry = states.get(instanceId);
  return entry && entry.version === version ? entry.state : undefined;
}

export function rememberState(instanceId: string, version: number, state: GameState): void {
  states.delete(instanceId);
  if (states.size >= LIMIT) {
    const oldest = states.keys().next().value;
    if (oldest !== undefined) states.delete(oldest);
  }
  states.set(instanceId, { version, state });
}

/** Drops one instance's state: a deleted game's is never served, and should not stay in memory. */
export function forgetState(instanceId: string): void {
  states.delete(instanceId);
}

/** Empties the cache, as a restart does (tests read states back from the database with it). */
export function forgetStates(): void {
  states.clear();
}
