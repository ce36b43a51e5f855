// Stored states from earlier versions of the engine, brought up to this one when loaded. Each
// step is small and frozen in time, like a database migration.
import {
  accruedInterestKey,
  allPostings,
  bankKey,
  entriesOf,
  post,
  postingDescription,
  postingWeek,
  WORLD,
  type LedgerState,
} from '../ledger/ledger';
import type { WorkDay } from '../jobs/content';
import type { Employment } from '../jobs/types';
import { nextId } from '../random/ids';
import type { RngState } from '../random/prng';
import type { Job } from './content';
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

/**
 * Version 5 keeps the income year's pay for its tax return. A version-4 game's pays so far are
 * read back from the ledger (each pay is one posting, "Pay: <occupation>": the employer pays the
 * gross and the super; the tax leg goes to the ATO). Version-4 games all played the starter
 * scenario, whose first income year is 2025-26; a game stored after 30 June (week 22) has its
 * return worked out at the end of its current week, counting its pay since 30 June in it.
 */
function toVersion5Tax(state: AnyVersion): AnyVersion {
  const funds = new Set(
    state.banking.accounts
      .filter((account) => account.kind === 'SuperInvestmentInstance')
      .map((account) => bankKey(account.id)),
  );
  let grossCents = 0;
  let withheldCents = 0;
  for (const posting of allPostings(state.ledger)) {
    if (!postingDescription(posting).startsWith('Pay: ')) continue;
    for (const [key, amount] of entriesOf(posting)) {
      if (key === WORLD.employer) grossCents -= amount;
      else if (funds.has(key)) grossCents -= amount;
      else if (key === WORLD.ato) withheldCents += amount;
    }
  }
  const income = state.income as unknown as Pick<GameState['income'], 'payAccountId'> & {
    job: unknown;
  };
  return {
    ...state,
    version: 5,
    income: {
      ...income,
      year: {
        incomeYear: STARTER_FIRST_INCOME_YEAR,
        grossCents,
        withheldCents,
        interestBeforeCents: 0,
        // Dividends and share sales came with version 8 (toVersion8).
      } as unknown as GameState['income']['year'],
      taxReturn: null,
    },
  };
}

/** The income year version-4 games began in (the starter scenario's: 1 July 2025 - 30 June 2026). */
const STARTER_FIRST_INCOME_YEAR = 2025;

/**
 * Version 5 (everyday spending): groceries and fares are no longer bills but spending that leaves
 * a source the player nominates. A game begun before has nominated none (so cash, or its first
 * transaction account, pays), no subscription has ended, and it owes no lender; the bills it
 * already had stay as they are, and spending starts next week (this week's came as bills).
 */
export function toVersion5Everyday(state: AnyVersion): AnyVersion {
  return {
    ...state,
    version: 5,
    everyday: { sourceId: null, ended: {}, amountChanges: [], firstWeek: state.week + 1 },
  };
}

/** Version 5 is the tax year's pay, everyday spending and debts, each a step of its own. */
function toVersion5(state: AnyVersion): AnyVersion {
  return toVersion5Debts(toVersion5Everyday(toVersion5Tax(state)));
}

/** The card's accrued-interest account, as version 4 named it. */
const PLAYER_CARD_INTEREST = 'card-interest';

/**
 * Version 5 (debts): a collector no longer takes money or adds a fee, so bill terms lose the
 * collector's fee; bills gain the week their debt path is held until (none yet); the bills slice
 * gains payment plans, credit-report defaults and the small loan's offer (none yet). A bill already with a collector stays
 * 'Collected' and becomes payable by the player; fees a collector charged before stay on it.
 */
export function toVersion5Debts(state: AnyVersion): AnyVersion {
  type OldTerms = GameState['bills']['series'][string] & { collectorFeeCents?: number };
  const series: GameState['bills']['series'] = {};
  for (const [id, terms] of Object.entries(state.bills.series as Record<string, OldTerms>)) {
    const { collectorFeeCents: _dropped, ...rest } = terms;
    void _dropped;
    series[id] = rest;
  }
  const bills = state.bills as Partial<GameState['bills']> & Pick<GameState['bills'], 'list'>;
  return {
    ...state,
    version: 5,
    bills: {
      ...state.bills,
      series,
      list: bills.list.map((bill) => ({ ...bill, heldUntilWeek: bill.heldUntilWeek ?? 0 })),
      plans: bills.plans ?? [],
      defaults: bills.defaults ?? [],
      smallLoan: bills.smallLoan ?? null,
    },
  };
}

/** The working days of the starter scenario's jobs, for games begun before jobs had days. */
const STARTER_WORKING_DAYS: Record<string, WorkDay[]> = {
  'retail-assistant': [0, 1, 2, 3, 4],
  'casual-shelf-stacker': [3, 5],
  'casual-retail-assistant': [1, 3, 5],
};

/**
 * Version 6 (Job Finder): income's one job becomes the first of the jobs slice, held since week 1
 * and paid up to its last pay day (the game's calendar: every PaymentFrequency weeks); no
 * applications or experience yet (experience counts from now). The player owns a phone, as every
 * persona of the starter scenario does (each pays a phone bill).
 */
export function toVersion6(state: AnyVersion): AnyVersion {
  const { job, ...income } = state.income as GameState['income'] & {
    job: (Omit<Job, 'workingDays'> & { workingDays?: WorkDay[] }) | null;
  };
  const worked = state.phase === 'ended' ? state.week : state.week - 1;
  const current: Employment[] = job
    ? [
        {
          ...job,
          workingDays: job.workingDays ?? STARTER_WORKING_DAYS[job.id] ?? [0, 1, 2, 3, 4],
          startWeek: 1,
          paidThroughWeek: worked - (worked % job.paymentFrequency),
          contractEndWeek: 0,
          contractPenaltyCents: 0,
          leavingWeek: null,
          promotion: null,
          payRise: null,
        },
      ]
    : [];
  return {
    ...state,
    version: 6,
    income,
    jobs: { current, pending: [], experience: {}, filledIds: [] } as unknown as GameState['jobs'],
    // Version 6's shape of what is owned; version 7 gives each thing an id and a value.
    items: { owned: [{ itemId: 'phone', sinceWeek: 1 }] } as unknown as GameState['items'],
  };
}

/**
 * Version 7: each thing owned is a ledger account of its own, worth what it would fetch second-hand.
 * A game begun before it keeps its things at no value (nothing in its ledger moves), with ids of
 * their own; uShop and iBuy start empty.
 */
export function toVersion7(state: AnyVersion): AnyVersion {
  let ids = state.ids;
  const old = (state.items as { owned: { itemId: string; sinceWeek: number }[] }).owned;
  const owned = old.map(({ itemId, sinceWeek }) => {
    const issued = nextId(ids);
    ids = issued.ids;
    return {
      id: issued.id,
      itemId,
      title: STARTING_ITEM_TITLES[itemId] ?? itemId,
      sinceWeek,
      pricePaidCents: 0,
      acquiredValueCents: 0,
    };
  });
  return {
    ...state,
    version: 7,
    ids,
    items: { owned },
    ushop: { week: state.week, bought: {} },
    ibuy: { bids: [], lots: [], sales: [] },
  };
}

/**
 * Version 8: the share market; a game begun before it holds no shares, and its income year has
 * had no dividends or share sales for the tax return.
 */
export function toVersion8(state: AnyVersion): AnyVersion {
  const income = state.income as GameState['income'];
  return {
    ...state,
    version: 8,
    shares: { holdings: [], realisedCents: {} },
    income: {
      ...income,
      year: { ...income.year, dividendsBeforeCents: 0, realisedBeforeCents: 0 },
    },
  };
}

/**
 * Version 9: Finance Weekly; a game begun before it has the default settings (the scenario's
 * weeks' quizzes required, from the next week it opens) and no quizzes.
 */
export function toVersion9(state: AnyVersion): AnyVersion {
  return {
    ...state,
    version: 9,
    settings: { quizRequired: 'some' } as GameState['settings'],
    news: { quizzes: [] },
  };
}

/** Version 10: the Weekly Planner; a game begun before it has no plans and no diary answers. */
export function toVersion10(state: AnyVersion): AnyVersion {
  return { ...state, version: 10, planner: { plans: [], answers: [] } };
}

/**
 * Version 11: the end of the game; a game begun before it has no end quiz or survey (its players
 * were told the game ends with the last week) and nothing asked yet.
 */
export function toVersion11(state: AnyVersion): AnyVersion {
  return {
    ...state,
    version: 11,
    settings: { ...state.settings, endSurvey: 'none', endSurveyOptional: true },
    survey: { questionIds: [], askedAtMs: null, clockOff: false, answers: [] },
  };
}

/**
 * Version 12: the bonus question's timer can be turned off, and an answer after the time has run
 * out pays nothing; a question asked before had its timer on and came in time (what it paid stands).
 */
export function toVersion12(state: AnyVersion): AnyVersion {
  const { question } = state.endOfWeek;
  return {
    ...state,
    version: 12,
    endOfWeek: {
      ...state.endOfWeek,
      question: question && { ...question, timerOff: false, outOfTime: false },
    },
  };
}

/**
 * Version 13: a required Finance Weekly quiz counts only once its questions are answered. A game
 * begun before keeps the old rule (ending early was enough) for the weeks it had begun, so its
 * command log replays the same; the rule holds from the next week it opens. A quiz ended early
 * records how many questions had been answered (moved on from) then.
 */
export function toVersion13(state: AnyVersion): AnyVersion {
  type QuizV12 = Omit<GameState['news']['quizzes'][number], 'endedAt'>;
  const quizzes = (state.news.quizzes as QuizV12[]).map((quiz) => ({
    ...quiz,
    endedAt: quiz.status === 'ended' ? quiz.answers.filter((a) => a.completed).length : null,
  }));
  return {
    ...state,
    version: 13,
    settings: { ...state.settings, quizAnswersFromWeek: state.week + 1 },
    news: { ...state.news, quizzes },
  };
}

/**
 * Version 14: badges. A game begun before starts with none and nothing remembered: the badges
 * still to come can be earned from its next week's end (one whose week 8 is past has missed the
 * safety net; a scam it turned down before counts as not seen).
 */
export function toVersion14(state: AnyVersion): AnyVersion {
  return {
    ...state,
    version: 14,
    badges: {
      earned: [],
      budgetStreak: 0,
      scamSeen: false,
      scamAccepted: false,
      cardMissed: false,
    },
  };
}

/**
 * Version 15 adds two optional fields to bills (owedTo on a series' terms, dueWeek on a bill);
 * a game stored before has neither, which means what it meant then (a company, the terms' week).
 */
export function toVersion15(state: AnyVersion): AnyVersion {
  return { ...state, version: 15 };
}

/** Version 16: no job offers waiting. */
export function toVersion16(state: AnyVersion): AnyVersion {
  return { ...state, version: 16, jobs: { ...state.jobs, offers: [] } };
}

/**
 * Version 17: a card statement keeps what it carried over (a missed minimum, the amount over the
 * limit) into its minimum repayment. A game stored before issued its statements without either.
 */
export function toVersion17(state: AnyVersion): AnyVersion {
  type StatementV16 = Omit<
    GameState['creditCard']['statements'][number],
    'overdueCents' | 'overLimitCents'
  >;
  const statements = (state.creditCard.statements as StatementV16[]).map((statement) => ({
    ...statement,
    overdueCents: 0,
    overLimitCents: 0,
  }));
  return { ...state, version: 17, creditCard: { ...state.creditCard, statements } };
}

/** Version 18: the learning check's slice, empty (an older game asks for no check). */
export function toVersion18(state: AnyVersion): AnyVersion {
  return { ...state, version: 18, pretest: { answers: [] } };
}

/** The titles of what version-6 games could own (their phone). */
const STARTING_ITEM_TITLES: Record<string, string> = { phone: 'Smartphone' };

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
  if (state.version === 4) state = toVersion5(state);
  if (state.version === 5) state = toVersion6(state);
  if (state.version === 6) state = toVersion7(state);
  if (state.version === 7) state = toVersion8(state);
  if (state.version === 8) state = toVersion9(state);
  if (state.version === 9) state = toVersion10(state);
  if (state.version === 10) state = toVersion11(state);
  if (state.version === 11) state = toVersion12(state);
  if (state.version === 12) state = toVersion13(state);
  if (state.version === 13) state = toVersion14(state);
  if (state.version === 14) state = toVersion15(state);
  if (state.version === 15) state = toVersion16(state);
  if (state.version === 16) state = toVersion17(state);
  if (state.version === 17) state = toVersion18(state);
  if (state.version !== STATE_VERSION)
    throw new Error(`a game state of version ${state.version} cannot be loaded`);
  return state as GameState;
}
