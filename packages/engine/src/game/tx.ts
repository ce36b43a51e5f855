// A command's working context. The state is immutable: helpers replace the slices they change,
// so a rejection after partial work simply drops tx.state and the caller's state is untouched.
// Unchanged slices are shared between the old and the new state, which keeps commands cheap.
import { move, post, type Entry } from '../ledger/ledger';
import { nextId } from '../random/ids';
import { nextUint32, toUnitFloat } from '../random/prng';
import type { GameContent } from './content';
import type { EngineEvent } from './events';
import type { GameState } from './state';

export interface Tx {
  state: GameState;
  readonly content: GameContent;
  readonly events: EngineEvent[];
}

export function begin(state: GameState, content: GameContent): Tx {
  return { state, content, events: [] };
}

export function emit(tx: Tx, event: EngineEvent): void {
  tx.events.push(event);
}

/** Replaces one slice of the state with fn's result. */
export function update<K extends keyof GameState>(
  tx: Tx,
  key: K,
  fn: (slice: GameState[K]) => GameState[K],
): void {
  tx.state = { ...tx.state, [key]: fn(tx.state[key]) };
}

/** One balanced posting, dated this week. */
export function postEntries(tx: Tx, description: string, entries: Entry[]): void {
  update(tx, 'ledger', (ledger) => post(ledger, tx.state.week, description, entries));
}

/** Moves money between two ledger accounts as one posting. */
export function moveMoney(
  tx: Tx,
  description: string,
  from: string,
  to: string,
  amountCents: number,
): void {
  if (amountCents === 0) return;
  update(tx, 'ledger', (ledger) => move(ledger, tx.state.week, description, from, to, amountCents));
}

/** A uniform float in [0, 1) from the instance's generator, advancing it. */
export function randomFloat(tx: Tx): number {
  const { value, next } = nextUint32(tx.state.rng);
  tx.state = { ...tx.state, rng: next };
  return toUnitFloat(value);
}

/** A uniform integer in [0, n). */
export function randomInt(tx: Tx, n: number): number {
  return Math.floor(randomFloat(tx) * n);
}

/** Picks one item by weight, or null when none has a positive weight. */
export function pickWeighted<T extends { weight: number }>(tx: Tx, items: readonly T[]): T | null {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  if (total <= 0) return null;
  let target = randomFloat(tx) * total;
  for (const item of items) {
    target -= Math.max(0, item.weight);
    if (target < 0) return item;
  }
  return items[items.length - 1] ?? null;
}

/** A fresh id number, unique within this game. */
export function issueId(tx: Tx): number {
  const { id, ids } = nextId(tx.state.ids);
  tx.state = { ...tx.state, ids };
  return id;
}
