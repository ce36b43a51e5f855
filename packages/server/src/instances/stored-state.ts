import { liveState, migrateState, sealedPages, withSealedPages, type GameState } from '@mc/engine';

// How a game's state is kept in the database. Parts of the state come in pages where every page
// but the last is full and never changes again (the ledger's postings, the archive of old
// messages, the diary's answers; the engine says which: sealedPages, liveState). Those sealed pages are written once
// each to a table of their own, and the instance's row holds the rest of the state (the live
// state), so a command stores a few kilobytes however long the game has run.
//
// States are immutable (a command copies what it changes and shares the rest), so the JSON of
// each part is kept beside the object it was made from: a transfer re-serializes the ledger and
// the bank, not the e-mails and bills that did not change. (Keeping texts for smaller objects,
// down to single postings, was measured: no faster.)

/** The kinds of sealed pages, as the engine names them. */
export type PageKind = keyof ReturnType<typeof sealedPages>;
export const PAGE_KINDS: readonly PageKind[] = ['ledger', 'messages', 'diary'];

/** How many pages of each kind are sealed. */
export type SealedCounts = Record<PageKind, number>;

export interface NewPage {
  pageNo: number;
  json: string;
}

const jsonOf = new WeakMap<object, string>();

/** JSON.stringify(value), reusing the text kept for an unchanged object. */
function json(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let text = jsonOf.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    jsonOf.set(value, text);
  }
  return text;
}

/**
 * JSON.stringify of a part of the live state. The live state shares every object with the whole
 * state except the few that lost their sealed pages; those are written by their parts, so the
 * texts kept for their unchanged parts (and pages) are used again.
 */
function liveJson(live: unknown, whole: unknown): string | undefined {
  if (live === whole || typeof live !== 'object' || live === null) return json(live);
  if (Array.isArray(live)) return `[${live.map((item) => json(item) ?? 'null').join(',')}]`;
  const parts = whole as Record<string, unknown> | undefined;
  let text = '';
  for (const [key, value] of Object.entries(live)) {
    const valueText = liveJson(value, parts?.[key]);
    if (valueText === undefined) continue;
    text += `${text ? ',' : ''}${JSON.stringify(key)}:${valueText}`;
  }
  return `{${text}}`;
}

export interface StoredState {
  /** The row's JSON: the state without its sealed pages. */
  json: string;
  sealed: SealedCounts;
  /** Pages sealed since the stored version, to insert, by kind, numbered from 0. */
  newPages: Record<PageKind, NewPage[]>;
}

/** What to store for a state whose earlier version had `stored` pages of each kind sealed. */
export function storedState(state: GameState, stored: SealedCounts): StoredState {
  const pages = sealedPages(state);
  const sealed = {} as SealedCounts;
  const newPages = {} as Record<PageKind, NewPage[]>;
  for (const kind of PAGE_KINDS) {
    const { count } = pages[kind];
    if (count < stored[kind]) {
      throw new Error(`the ${kind} lost sealed pages (${stored[kind]} stored, ${count} now)`);
    }
    sealed[kind] = count;
    newPages[kind] = [];
    for (let pageNo = stored[kind]; pageNo < count; pageNo += 1) {
      newPages[kind].push({ pageNo, json: json(pages[kind].pages[pageNo]) as string });
    }
  }
  return { json: liveJson(liveState(state), state) as string, sealed, newPages };
}

/**
 * The whole state again, from the row's JSON and the sealed pages' JSON of each kind in order; a
 * state stored by an earlier version of the engine is brought up to date first.
 */
export function restoredState(
  json: string,
  sealed: Record<PageKind, readonly string[]>,
): GameState {
  const live = migrateState(JSON.parse(json) as GameState);
  if (PAGE_KINDS.every((kind) => sealed[kind].length === 0)) return live;
  const parse = <T>(page: string) => JSON.parse(page) as T;
  return withSealedPages(
    live,
    sealed.ledger.map(parse<GameState['ledger']['pages'][number]>),
    sealed.messages.map(parse<GameState['communications']['archive'][number]>),
    sealed.diary.map(parse<GameState['planner']['answers'][number]>),
  );
}
