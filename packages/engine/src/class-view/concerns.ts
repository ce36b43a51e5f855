// Why a student may need their teacher (issues 19 and 30): the reasons a class view lists beside
// a student's row, read from the game through its selectors and the messages the student was
// sent. Every serious trouble the game can bring has a reason here, with the game's own figures,
// so "all good" means all good. What only the server knows (days without a sign-in, a student
// who has not started) it adds itself.
import { formatBalance } from '@mc/contract/money';
import { selectBills, type BillView } from '../bills/selectors';
import { selectCreditDefaults } from '../bills/credit-report';
import { isDisconnected } from '../bills/disconnection';
import {
  COURT_HEARING_WEEKS,
  NOTICE_TO_VACATE_AFTER_WEEKS,
  NOTICE_TO_VACATE_WEEKS,
} from '../bills/tenancy';
import { allCommunications } from '../communications/inbox';
import type { GameContent } from '../game/content';
import type { Engine } from '../game/engine';
import { publicId } from '../game/ids';
import type { GameState } from '../game/state';
import { selectWeekBreakdown, selectWeekSoFar } from '../end-of-week/breakdown';
import { entriesOf, PLAYER_KEYS, postingCount, postingsBetween } from '../ledger/ledger';
import { quizOfWeek } from '../news/quiz';
import type { StuckCode } from '@mc/contract/teacher';

/** The reasons the game itself can give: the contract's, less what only the server knows. */
export type ConcernCode = Exclude<StuckCode, 'not-started' | 'inactive'>;

/** A scam or an eviction stays among the reasons this many weeks: its week and the two after. */
export const RECENT_WEEKS = 3;
/** Total owed up at the end of each of this many weeks in a row counts as debt growing... */
export const DEBT_GROWING_WEEKS = 3;
/** ...when it grew by at least this much over them (a card's interest alone is not a worry). */
export const DEBT_GROWING_MIN_CENTS = 10_000;

/**
 * Reasons that only say the week cannot end yet: a student who has not tried to end it is not
 * stuck, so the server shows these once the game has refused the end of the week.
 */
export const WEEK_BLOCKING_CONCERNS: ReadonlySet<ConcernCode> = new Set([
  'no-bank-account',
  'quiz-not-done',
]);

export interface Concern {
  code: ConcernCode;
  /** In plain words, for the teacher. */
  reason: string;
}

/** The end-of-week checks' codes (what stops a week from ending) and what each means for a class. */
const BLOCKING: Record<string, (state: GameState) => Concern> = {
  'banking/account-required': (state) => ({
    code: 'no-bank-account',
    reason: `Can't finish week ${state.week} without a bank account (open one in My Bank)`,
  }),
  'news/quiz-required': (state) => ({
    code: 'quiz-not-done',
    reason:
      quizOfWeek(state)?.status === 'ended'
        ? `Ended week ${state.week}'s Finance Weekly quiz early: its questions still need answers before the week can end`
        : `Week ${state.week}'s Finance Weekly quiz isn't done, and the week can't end without it`,
  }),
};

/** What stops the week from ending now, in a class's words. */
function blocked(engine: Engine, state: GameState, content: GameContent): Concern[] {
  if (state.phase !== 'playing' || state.isGameComplete) return [];
  return engine.endWeekChecks.flatMap((check) => {
    const failure = check.failure(state, content);
    if (!failure) return [];
    const known = BLOCKING[failure.code];
    return [known ? known(state) : { code: 'quiz-not-done' as const, reason: failure.message }];
  });
}

/** A bill notice the student was sent (reminder, notice to vacate...), with its bill as they see it. */
interface Notice {
  notice: string;
  week: number;
  bill: BillView | undefined;
}

function billNotices(state: GameState, bills: readonly BillView[]): Notice[] {
  const byId = new Map(bills.map((bill) => [bill.id, bill]));
  return allCommunications(state).flatMap((message) => {
    const source = message.source as { kind: string; billId?: number; notice?: string };
    if (source.kind !== 'billNotice' || source.billId === undefined || !source.notice) return [];
    return [
      {
        notice: source.notice,
        week: message.week,
        bill: byId.get(publicId(state, source.billId)),
      },
    ];
  });
}

const isOwed = (bill: BillView) =>
  bill.owingCents > 0 && (bill.tag === 'Overdue' || bill.tag === 'Collected');
const sum = (bills: readonly BillView[]) => bills.reduce((total, b) => total + b.owingCents, 0);
const listed = (titles: readonly string[]) => [...new Set(titles)].join(', ');

/**
 * Rent arrears and each step after them (Residential Tenancy Act, tenancy.ts): overdue, a notice
 * to vacate, the landlord's application to the court, the order to move out. The furthest step
 * the student has been sent is the reason, with the rent owed and the next step's week.
 */
function rentArrears(state: GameState, bills: readonly BillView[], notices: Notice[]): Concern[] {
  const concerns: Concern[] = [];
  const rentOwed = bills.filter((bill) => bill.category === 'rent' && isOwed(bill));
  const evictions = notices.filter((n) => n.notice === 'possession');
  const evicted = evictions.at(-1);
  // Rent of the room they were moved out of is arrears: it gets no more notices.
  const old = evicted ? rentOwed.filter((bill) => bill.weekDue <= evicted.week) : [];
  const current = rentOwed.filter((bill) => !old.includes(bill));
  if (evicted && (old.length > 0 || evicted.week > state.week - RECENT_WEEKS)) {
    const owed = old.length > 0 ? `: ${formatBalance(sum(old))} of rent still owed` : '';
    concerns.push({
      code: 'evicted',
      reason: `Evicted in week ${evicted.week} (the court ordered them to move out for rent arrears)${owed}`,
    });
  }
  if (current.length === 0) return concerns;
  const owed = `Rent ${formatBalance(sum(current))} overdue`;
  const stepOf = (bill: BillView) =>
    notices.filter(
      (n) => n.bill?.id === bill.id && (n.notice === 'vacate' || n.notice === 'court'),
    );
  const steps = current.flatMap(stepOf);
  const court = steps.filter((n) => n.notice === 'court');
  const vacate = steps.filter((n) => n.notice === 'vacate');
  if (court.length > 0) {
    const first = Math.min(...court.map((n) => n.week));
    concerns.push({
      code: 'court-application',
      reason: `${owed}: the landlord applied to the court in week ${first}; the court orders them out at the end of week ${first + COURT_HEARING_WEEKS} unless it's paid`,
    });
  } else if (vacate.length > 0) {
    const first = Math.min(...vacate.map((n) => n.week));
    const count = vacate.length === 1 ? 'notice to vacate' : `${vacate.length} notices to vacate`;
    concerns.push({
      code: 'notice-to-vacate',
      reason: `${owed}: ${count} (the first in week ${first}), court in week ${first + NOTICE_TO_VACATE_WEEKS} unless it's paid`,
    });
  } else {
    const due = Math.min(...current.map((bill) => bill.weekDue));
    const notice = due + NOTICE_TO_VACATE_AFTER_WEEKS;
    const next =
      notice >= state.week
        ? `: a notice to vacate comes at the end of week ${notice} unless it's paid`
        : '';
    concerns.push({ code: 'rent-overdue', reason: `${owed} (due in week ${due})${next}` });
  }
  return concerns;
}

/** Power cut off (its reconnection fee unpaid), or a warning that it will be. */
function disconnection(state: GameState, bills: readonly BillView[], notices: Notice[]): Concern[] {
  const powerOwed = (payee: string) =>
    sum(bills.filter((b) => b.payee === payee && b.category === 'utilities' && isOwed(b)));
  const concerns: Concern[] = [];
  const payees = new Set(notices.flatMap((n) => (n.bill ? [n.bill.payee] : [])));
  for (const payee of payees) {
    const about = notices.filter((n) => n.bill?.payee === payee);
    const cut = about.filter((n) => n.notice === 'disconnected').at(-1);
    const warned = about.filter((n) => n.notice === 'disconnectWarning').at(-1);
    const overdue = powerOwed(payee);
    if (cut && isDisconnected(state, payee)) {
      const owed = overdue > 0 ? ` with ${formatBalance(overdue)} of power bills overdue` : '';
      concerns.push({
        code: 'disconnected',
        reason: `Power cut off in week ${cut.week} by ${payee}${owed}: the reconnection fee must be paid to get it back`,
      });
    } else if (
      warned &&
      warned.week >= state.week - 1 &&
      (!cut || cut.week < warned.week) &&
      overdue > 0
    ) {
      concerns.push({
        code: 'disconnection-warning',
        reason: `Warned in week ${warned.week} that ${payee} will cut the power off at the end of week ${warned.week + 1}: ${formatBalance(overdue)} overdue`,
      });
    }
  }
  return concerns;
}

/** Bills a debt collector holds that are still unpaid. */
function withCollector(bills: readonly BillView[]): Concern[] {
  const collected = bills.filter((bill) => bill.tag === 'Collected' && bill.owingCents > 0);
  if (collected.length === 0) return [];
  return [
    {
      code: 'debt-collector',
      reason: `A debt collector is chasing ${formatBalance(sum(collected))} of unpaid bills (${listed(collected.map((b) => b.title))})`,
    },
  ];
}

/**
 * Overdue bills the student has had a final notice for and has not answered with a payment plan
 * or hardship help: the debt collector (and for phone and power the credit report) comes next.
 */
function pastFinalNotice(state: GameState, bills: readonly BillView[]): Concern[] {
  const byId = new Map(bills.map((bill) => [bill.id, bill]));
  const finals = new Map<string, { week: number; accepted: boolean }>();
  for (const message of allCommunications(state)) {
    const source = message.source as { kind: string; billId?: number };
    if (source.kind !== 'debtOption' || source.billId === undefined) continue;
    const id = publicId(state, source.billId);
    const known = finals.get(id);
    const accepted = message.action?.accepted ?? false;
    // The latest round of notices counts: a plan that ended brings a new final notice.
    if (!known || known.week < message.week) finals.set(id, { week: message.week, accepted });
    else if (known.week === message.week && accepted) known.accepted = true;
  }
  const unanswered = [...finals]
    .filter(([, final]) => !final.accepted)
    .flatMap(([id]) => {
      const bill = byId.get(id);
      return bill && bill.tag === 'Overdue' && bill.owingCents > 0 ? [bill] : [];
    });
  if (unanswered.length === 0) return [];
  const next = Math.min(...unanswered.map((bill) => bill.closingWeek));
  return [
    {
      code: 'final-notice',
      reason: `${formatBalance(sum(unanswered))} of bills past their final notice (${listed(unanswered.map((b) => b.title))}): they go to a debt collector at the end of week ${next} unless paid or on a payment plan`,
    },
  ];
}

/** Defaults listed on the student's credit report (they stay five years, paid or not). */
function creditDefaults(state: GameState): Concern[] {
  return selectCreditDefaults(state).map((listed) => ({
    code: 'credit-default' as const,
    reason:
      `A default is listed on their credit report: ${formatBalance(listed.amountCents)} owed to ${listed.payee}, week ${listed.listedWeek}` +
      (listed.paidWeek === null ? ' (still unpaid)' : ` (paid in week ${listed.paidWeek})`),
  }));
}

/** The last card statement whose due week has passed, when its minimum was not paid. */
function cardMinimumMissed(state: GameState): Concern[] {
  const weekIsOver = state.phase !== 'playing';
  const due = state.creditCard.statements.filter((statement) =>
    weekIsOver ? statement.dueWeek <= state.week : statement.dueWeek < state.week,
  );
  const last = due[due.length - 1];
  if (!last || last.minRepaymentCents <= 0 || last.paidCents >= last.minRepaymentCents) return [];
  return [
    {
      code: 'card-minimum-missed',
      reason: `Missed the credit card's minimum repayment of ${formatBalance(last.minRepaymentCents)} due in week ${last.dueWeek}`,
    },
  ];
}

/**
 * What the student owes (the card, unpaid bills, a lender) at the end of each finished week, the
 * first figure being the first week's start; read from the ledger.
 */
function owedByWeek(state: GameState): { week: number; owedCents: number }[] {
  const { summaries } = state.endOfWeek;
  const first = summaries[0];
  if (!first) return [];
  const owing = new Set<string>([
    PLAYER_KEYS.card,
    PLAYER_KEYS.cardInterest,
    PLAYER_KEYS.bills,
    PLAYER_KEYS.lender,
  ]);
  const ends = summaries.map((summary, i) => ({
    week: summary.week,
    end:
      summaries[i + 1]?.firstPosting ??
      (summary.week === state.week ? postingCount(state.ledger) : state.endOfWeek.startingPosting),
  }));
  let balance = 0;
  let at = 0;
  const advance = (to: number) => {
    for (const posting of postingsBetween(state.ledger, at, to))
      for (const [key, amount] of entriesOf(posting)) if (owing.has(key)) balance += amount;
    at = Math.max(at, to);
  };
  advance(first.firstPosting);
  const result = [{ week: first.week - 1, owedCents: Math.max(0, -balance) }];
  for (const { week, end } of ends) {
    advance(end);
    result.push({ week, owedCents: Math.max(0, -balance) });
  }
  return result;
}

/** Total owed up at the end of each of the last few weeks. */
function debtGrowing(state: GameState): Concern[] {
  const owed = owedByWeek(state).slice(-(DEBT_GROWING_WEEKS + 1));
  if (owed.length < DEBT_GROWING_WEEKS + 1) return [];
  const rising = owed.every((point, i) => i === 0 || point.owedCents > owed[i - 1]!.owedCents);
  const from = owed[0]!;
  const to = owed.at(-1)!;
  if (!rising || to.owedCents - from.owedCents < DEBT_GROWING_MIN_CENTS) return [];
  return [
    {
      code: 'debt-growing',
      reason: `Owes ${formatBalance(to.owedCents)} at the end of week ${to.week}, up every week for ${DEBT_GROWING_WEEKS} weeks (from ${formatBalance(from.owedCents)})`,
    },
  ];
}

/** Money scammers took in the last few weeks (the week it happened and the two after). */
function scamsLately(state: GameState): Concern[] {
  const hits: { week: number; lostCents: number }[] = [];
  for (let week = Math.max(1, state.week - RECENT_WEEKS + 1); week <= state.week; week++) {
    const movements =
      selectWeekBreakdown(state, week) ??
      (week === state.week ? selectWeekSoFar(state).movements : []);
    const lost = movements
      .filter((movement) => movement.category === 'scams')
      .reduce((total, movement) => total + movement.amountCents, 0);
    if (lost < 0) hits.push({ week, lostCents: -lost });
  }
  if (hits.length === 0) return [];
  const lost = formatBalance(hits.reduce((total, hit) => total + hit.lostCents, 0));
  const weeks = hits.map((hit) => hit.week);
  const when =
    weeks.length === 1
      ? `a scam in week ${weeks[0]}`
      : `scams in weeks ${weeks.slice(0, -1).join(', ')} and ${weeks.at(-1)}`;
  return [{ code: 'scam-accepted', reason: `Fell for ${when} and lost ${lost}` }];
}

/** Every reason the game gives for a teacher to step in, the most pressing first. */
export function selectConcernsWith(
  engine: Engine,
  state: GameState,
  content: GameContent,
): Concern[] {
  const bills = selectBills(state);
  const notices = billNotices(state, bills);
  return [
    ...blocked(engine, state, content),
    ...rentArrears(state, bills, notices),
    ...disconnection(state, bills, notices),
    ...withCollector(bills),
    ...pastFinalNotice(state, bills),
    ...creditDefaults(state),
    ...cardMinimumMissed(state),
    ...debtGrowing(state),
    ...scamsLately(state),
  ];
}
