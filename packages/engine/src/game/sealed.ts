// Sealed pages: the parts of a state that never change again. The ledger's postings and the
// archive of old messages both come in pages where every page but the last is full and immutable
// (invariants checked after every command), and so do the diary's answers (a page each: an edit
// saves a new answer), so a server stores those pages once each, apart, and writes only the rest
// of the state (the live state) on every command.
import type { GameState } from './state';

export interface SealedPages<T> {
  /** How many pages are sealed: every page but the last. */
  count: number;
  pages: readonly T[];
}

/** The state's sealed pages of each kind. */
export function sealedPages(state: GameState) {
  const ledger = state.ledger.pages;
  const archive = state.communications.archive;
  const { answers } = state.planner;
  return {
    ledger: { count: Math.max(0, ledger.length - 1), pages: ledger.slice(0, -1) },
    messages: { count: Math.max(0, archive.length - 1), pages: archive.slice(0, -1) },
    diary: { count: Math.max(0, answers.length - 1), pages: answers.slice(0, -1) },
  };
}

/** The state without its sealed pages: what is written on every command. */
export function liveState(state: GameState): GameState {
  const ledger = state.ledger.pages;
  const archive = state.communications.archive;
  return {
    ...state,
    ledger: { ...state.ledger, pages: ledger.slice(-1) },
    communications: { ...state.communications, archive: archive.slice(-1) },
    planner: { ...state.planner, answers: state.planner.answers.slice(-1) },
  };
}

/** The whole state again from its live part and its sealed pages, in order. */
export function withSealedPages(
  live: GameState,
  ledgerPages: GameState['ledger']['pages'],
  messagePages: GameState['communications']['archive'],
  diaryPages: GameState['planner']['answers'] = [],
): GameState {
  if (ledgerPages.length === 0 && messagePages.length === 0 && diaryPages.length === 0) return live;
  return {
    ...live,
    ledger: { ...live.ledger, pages: [...ledgerPages, ...live.ledger.pages] },
    communications: {
      ...live.communications,
      archive: [...messagePages, ...live.communications.archive],
    },
    planner: { ...live.planner, answers: [...diaryPages, ...live.planner.answers] },
  };
}
