// A command's working context. States are never mutated: a command works on a draft, copying each
// slice (and each list inside a slice) the first time it changes it and mutating the copy after
// that. Unchanged slices are shared between the old and the new state, and a rejection simply
// drops the draft, leaving the caller's state untouched.
import { appendPosting, POSTINGS_PER_PAGE, type Entry } from '../ledger/ledger';
import { nextId } from '../random/ids';
import type { GameContent } from './content';
import type { Engine } from './module';
import type { EngineEvent } from './events';
import type { GameState } from './state';

export interface Tx {
  /** The draft: a shallow copy of the state this command owns. */
  state: GameState;
  readonly content: GameContent;
  /** The modules this game is played with, for the week's steps and checks. */
  readonly engine: Engine;
  readonly events: EngineEvent[];
  /** Objects copied by this command, which it may mutate. A handful per command. */
  readonly owned: object[];
}

export function begin(state: GameState, content: GameContent, engine: Engine): Tx {
  const draft = { ...state };
  return { state: draft, content, engine, events: [], owned: [draft] };
}

export function emit(tx: Tx, event: EngineEvent): void {
  tx.events.push(event);
}

function owns(tx: Tx, value: object): boolean {
  return tx.owned.includes(value);
}

/** A slice this command may mutate: copied the first time. */
export function draft<K extends keyof GameState>(tx: Tx, key: K): GameState[K] {
  const slice = tx.state[key];
  if (typeof slice !== 'object' || slice === null || owns(tx, slice)) return slice;
  const copy = (Array.isArray(slice) ? slice.slice() : { ...slice }) as GameState[K];
  tx.state[key] = copy;
  tx.owned.push(copy as object);
  return copy;
}

/** An array or record field of an owned object that this command may mutate: copied the first time. */
export function draftField<T extends object, F extends keyof T>(tx: Tx, holder: T, field: F): T[F] {
  const value = holder[field];
  if (typeof value !== 'object' || value === null || owns(tx, value)) return value;
  const copy = (Array.isArray(value) ? value.slice() : { ...value }) as T[F];
  holder[field] = copy;
  tx.owned.push(copy as object);
  return copy;
}

/** Replaces one slice of the state with fn's result (for changes that rebuild a slice). */
export function update<K extends keyof GameState>(
  tx: Tx,
  key: K,
  fn: (slice: GameState[K]) => GameState[K],
): void {
  tx.state[key] = fn(tx.state[key]);
}

/** Replaces the item with this id in a list of a slice, copying the list once per command. */
export function replaceItem<
  K extends keyof GameState,
  F extends keyof GameState[K],
  T extends { id: number },
>(tx: Tx, key: K, field: F, id: number, fn: (item: T) => T): void {
  const list = draftField(tx, draft(tx, key) as GameState[K] & object, field) as unknown as T[];
  const index = list.findIndex((item) => item.id === id);
  if (index < 0) throw new Error(`no item ${id} in ${String(key)}.${String(field)}`);
  list[index] = fn(list[index]!);
}

/** Appends an item to a list of a slice, copying the list once per command. */
export function appendItem<K extends keyof GameState, F extends keyof GameState[K], T>(
  tx: Tx,
  key: K,
  field: F,
  item: T,
) {
  (draftField(tx, draft(tx, key) as GameState[K] & object, field) as unknown as T[]).push(item);
}

/** One balanced posting, dated this week, into the last page of postings (a fresh one when full). */
export function postEntries(tx: Tx, description: string, entries: Entry[]): void {
  const ledger = draft(tx, 'ledger');
  const pages = draftField(tx, ledger, 'pages');
  const lastIndex = pages.length - 1;
  let page = pages[lastIndex];
  if (!page || page.length >= POSTINGS_PER_PAGE) {
    page = [];
    pages.push(page);
    tx.owned.push(page);
  } else if (!owns(tx, page)) {
    page = page.slice();
    pages[lastIndex] = page;
    tx.owned.push(page);
  }
  appendPosting(draftField(tx, ledger, 'balances'), page, tx.state.week, description, entries);
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
  if (amountCents < 0) throw new Error(`negative move: ${amountCents}`);
  if (from === to) throw new Error(`move to the same account: ${from}`);
  postEntries(tx, description, [
    [from, -amountCents],
    [to, amountCents],
  ]);
}

/** A fresh id number, unique within this game. */
export function issueId(tx: Tx): number {
  const { id, ids } = nextId(tx.state.ids);
  tx.state.ids = ids;
  return id;
}
