// Stored states from earlier versions of the engine, brought up to this one when loaded. Each
// step is small and frozen in time, like a database migration.
import {
  accruedInterestKey,
  allPostings,
  post,
  postingWeek,
  WORLD,
  type LedgerState,
} from '../ledger/ledger';
import type { RngState } from '../random/prng';
import type { GameState } from './state';
import { STATE_VERSION } from './state';

type AnyVersion = Omit<GameState, 'version'> & { version: number };

/** What version 2 kept that version 3 does not, or not in the same shape. */
type Version2 = Omit<AnyVersion, 'instanceSeed'> & { rng?: RngState; instanceSeed?: RngState };

/** The index of the first posting dated `week` or later (version 1 kept no such mark). */
function firstPostingOf(state: AnyVersion, week: number): number {
  const postings = allPostings(state.ledger);
  const index = postings.findIndex((posting) => postingWeek(posting) >= week);
  return index < 0 ? postings.length : index;
}

/** A version-3 bank account: interest accrued only in the state, term deposits left matured. */
interface AccountV2 {
  id: number;
  kind: string;
  openedWeek: number;
  closedWeek: number | null;
  accruedCentiCents: number;
  maturityWeek: number | null;
  isMature: boolean;
  terms: { depositPeriodWeeks: number };
}

/**
 * Version 4 puts interest earned and not yet paid in the ledger (the accounts' accrued-interest
 * accounts and the card's), so the net position counts it; adds the bonus saver's and fee
 * waiver's terms (none for accounts opened before); keeps the term of a term deposit, and
 * reinvests one that had matured and sat idle, withdrawable in full this week; and records
 * super's preservation age (60 for anyone born after 30 June 1964).
 */
function toVersion4(state: AnyVersion): AnyVersion {
  const week = state.week;
  let ledger: LedgerState = state.ledger;
  const accounts = (state.banking.accounts as unknown as AccountV2[]).map((old) => {
    const { isMature, ...rest } = old;
    const accrued = old.closedWeek === null ? Math.floor(old.accruedCentiCents / 100) : 0;
    if (accrued > 0) {
      ledger = post(ledger, week, 'Interest earned', [
        [WORLD.bankInterest, -accrued],
        [accruedInterestKey(old.id), accrued],
      ]);
    }
    const isTermDeposit = old.kind === 'FixedTermDepositInvestmentInstance';
    const idle = isTermDeposit && isMature;
    const term = Math.max(1, old.terms.depositPeriodWeeks);
    return {
      ...rest,
      accruedCentiCents: old.closedWeek === null ? old.accruedCentiCents : 0,
      terms: {
        ...old.terms,
        bonusRate: 0,
        bonusMinimumDepositCents: 0,
        feeWaiver: null,
        lockedUntilAgeYears: old.kind === 'SuperInvestmentInstance' ? 60 : null,
      },
      bonusCentiCents: 0,
      bonusPostedCents: 0,
      bonusLostWeek: null,
      termStartWeek: isTermDeposit ? (idle ? week + 1 : old.openedWeek) : null,
      maturityWeek: idle ? week + term : old.maturityWeek,
      graceUntilWeek: idle ? week : null,
      interestAtLastMaturityCents: null,
    };
  });
  const card = state.creditCard.card;
  const cardAccrued = card ? Math.floor(card.accruedInterestCentiCents / 100) : 0;
  if (cardAccrued > 0) {
    ledger = post(ledger, week, 'Card interest accrued', [
      [PLAYER_CARD_INTEREST, -cardAccrued],
      [WORLD.cardInterest, cardAccrued],
    ]);
  }
  return {
    ...state,
    version: 4,
    ledger,
    banking: {
      ...state.banking,
      accounts: accounts as unknown as GameState['banking']['accounts'],
    },
  };
}

/** The card's accrued-interest account, as version 4 named it. */
const PLAYER_CARD_INTEREST = 'card-interest';

/** The state in the current shape (the same object when it already is). */
export function migrateState(stored: AnyVersion): GameState {
  let state = stored;
  if (state.version === 1) {
    // Version 2 added the archive of old messages, and the ledger's mark where each week starts
    // (for "where did my money go"; a version-1 week's mark is its first posting).
    const communications = state.communications as Partial<GameState['communications']> &
      Pick<GameState['communications'], 'list'>;
    const { endOfWeek } = state;
    state = {
      ...state,
      version: 2,
      communications: { list: communications.list, archive: [], deletedIds: [], readIds: [] },
      endOfWeek: {
        ...endOfWeek,
        startingPosting: firstPostingOf(state, state.week),
        summaries: endOfWeek.summaries.map((s) => ({
          ...s,
          firstPosting: firstPostingOf(state, s.week),
        })),
      },
    };
  }
  if (state.version === 2) {
    // Version 3 draws the world from the game's seed and each bonus question from a stream of its
    // own, so the instance keeps a seed instead of a generator's position. A game begun before
    // takes the position it had reached as its seed: fixed from now on, and still its own. Its
    // question of the week, if any, was sent before the server stamped the time. Its bills have
    // had no changes of amount (the story that brings them is new).
    const { rng, ...rest } = state as Version2;
    const instanceSeed = rest.instanceSeed ?? rng;
    if (!instanceSeed) throw new Error('a version 2 game state without its generator');
    const { question } = rest.endOfWeek;
    state = {
      ...rest,
      version: 3,
      instanceSeed,
      bills: { ...rest.bills, amountChanges: rest.bills.amountChanges ?? [] },
      endOfWeek: {
        ...rest.endOfWeek,
        question: question && { ...question, askedAtMs: question.askedAtMs ?? null },
      },
    };
  }
  if (state.version === 3) state = toVersion4(state);
  if (state.version !== STATE_VERSION)
    throw new Error(`a game state of version ${state.version} cannot be loaded`);
  return state as GameState;
}
