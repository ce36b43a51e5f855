// Why a student may need their teacher (issue 19): the reasons a class view lists beside a
// student's row, read from the game's state. What only the server knows (days without a sign-in,
// a student who has not started) it adds itself.
import { formatBalance } from '@mc/contract/money';
import { billDetails } from '../bills/types';
import type { GameContent } from '../game/content';
import type { Engine } from '../game/engine';
import type { GameState } from '../game/state';
import { selectWeekSoFar } from '../end-of-week/breakdown';
import { quizOfWeek } from '../news/quiz';

export type ConcernCode =
  'no-bank-account' | 'quiz-not-done' | 'debt-collector' | 'card-minimum-missed' | 'scam-accepted';

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

/** Bills a debt collector holds that are still unpaid. */
function withCollector(state: GameState): Concern[] {
  const collected = state.bills.list
    .filter((bill) => bill.tag === 'Collected')
    .map((bill) => billDetails(state.bills, bill))
    .filter((bill) => bill.originalCents + bill.lateFeesCents + bill.feesCents > bill.paidCents);
  if (collected.length === 0) return [];
  const owed = collected.reduce(
    (sum, bill) => sum + bill.originalCents + bill.lateFeesCents + bill.feesCents - bill.paidCents,
    0,
  );
  const titles = [...new Set(collected.map((bill) => bill.title))].join(', ');
  return [
    {
      code: 'debt-collector',
      reason: `A debt collector is chasing ${formatBalance(owed)} of unpaid bills (${titles})`,
    },
  ];
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

/** Money a scammer took since this week opened. */
function scamThisWeek(state: GameState): Concern[] {
  const lost = selectWeekSoFar(state)
    .movements.filter((movement) => movement.category === 'scams')
    .reduce((sum, movement) => sum + movement.amountCents, 0);
  if (lost >= 0) return [];
  return [
    {
      code: 'scam-accepted',
      reason: `Fell for a scam in week ${state.week} and lost ${formatBalance(-lost)}`,
    },
  ];
}

/** Every reason the game gives for a teacher to step in, the most pressing first. */
export function selectConcernsWith(
  engine: Engine,
  state: GameState,
  content: GameContent,
): Concern[] {
  return [
    ...blocked(engine, state, content),
    ...withCollector(state),
    ...cardMinimumMissed(state),
    ...scamThisWeek(state),
  ];
}
