import type { GameState } from '@mc/engine';

// How a game's state is kept in the database. The ledger's postings come in pages of 64 and every
// page but the last is full and never changes again (an engine invariant), so those sealed pages
// are written once each to ledger_pages, and the instance's row holds the rest of the state.
// A command therefore stores a few kilobytes however long the game has run.
//
// States are immutable (a command copies what it changes and shares the rest), so the JSON of
// each part is kept beside the object it was made from: a transfer re-serializes the ledger and
// the bank, not the e-mails and bills that did not change. (Keeping texts for smaller objects,
// down to single postings, was measured: no faster.)

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

/** JSON.stringify of an object, each property's text made by `valueJson`. */
function objectJson(
  object: object,
  valueJson: (value: unknown, key: string) => string | undefined,
): string {
  let text = '';
  for (const [key, value] of Object.entries(object)) {
    const valueText = valueJson(value, key);
    if (valueText === undefined) continue;
    text += `${text ? ',' : ''}${JSON.stringify(key)}:${valueText}`;
  }
  return `{${text}}`;
}

/** The pages of postings that are sealed: every page but the last. */
export function sealedPageCount(state: GameState): number {
  return Math.max(0, state.ledger.pages.length - 1);
}

export interface StoredState {
  /** The row's JSON: the state without its sealed pages. */
  json: string;
  sealedPages: number;
  /** Pages sealed since the stored version, to insert, numbered from 0. */
  newPages: { pageNo: number; postings: string }[];
}

/** What to store for a state whose earlier version had `storedSealed` pages sealed. */
export function storedState(state: GameState, storedSealed: number): StoredState {
  const { pages } = state.ledger;
  const sealedPages = sealedPageCount(state);
  if (sealedPages < storedSealed) {
    throw new Error(`the ledger lost sealed pages (${storedSealed} stored, ${sealedPages} now)`);
  }
  const text = objectJson(state, (value, key) =>
    key === 'ledger'
      ? objectJson(state.ledger, (ledgerValue, ledgerKey) =>
          ledgerKey === 'pages'
            ? `[${pages
                .slice(sealedPages)
                .map((page) => json(page))
                .join(',')}]`
            : json(ledgerValue),
        )
      : json(value),
  );
  const newPages = [];
  for (let pageNo = storedSealed; pageNo < sealedPages; pageNo += 1) {
    newPages.push({ pageNo, postings: json(pages[pageNo]) as string });
  }
  return { json: text, sealedPages, newPages };
}

/** The whole state again, from the row's JSON and the sealed pages' JSON in order. */
export function restoredState(json: string, sealedPages: readonly string[]): GameState {
  const state = JSON.parse(json) as GameState;
  if (sealedPages.length === 0) return state;
  const sealed = sealedPages.map(
    (page) => JSON.parse(page) as GameState['ledger']['pages'][number],
  );
  return { ...state, ledger: { ...state.ledger, pages: [...sealed, ...state.ledger.pages] } };
}
