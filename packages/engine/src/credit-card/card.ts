// Reading the card's live figures from the ledger and its latest statement.
import { balanceOf, PLAYER_KEYS } from '../ledger/ledger';
import type { GameState } from '../game/state';
import { mix32 } from '../random/prng';
import type { CardStatement, CreditCard } from './types';

export function cardBalance(state: GameState): number {
  return balanceOf(state.ledger, PLAYER_KEYS.card);
}

export function latestStatement(state: GameState): CardStatement | undefined {
  return state.creditCard.statements[state.creditCard.statements.length - 1];
}

/** What is left to pay of the latest statement's closing balance (0 before any statement). */
export function statementRemainingCents(state: GameState): number {
  const statement = latestStatement(state);
  if (!statement) return 0;
  return Math.max(0, -statement.closingBalanceCents - statement.paidCents);
}

/** What is left of the latest statement's minimum repayment. */
export function minimumRemainingCents(state: GameState): number {
  const statement = latestStatement(state);
  if (!statement) return 0;
  return Math.max(0, statement.minRepaymentCents - statement.paidCents);
}

/**
 * The minimum repayment: the greater of $25 or 2% of the closing balance (CommBank), or the whole
 * balance when it is under $25 (NAB); plus, as NAB adds to its "total minimum payment", the higher
 * of what is past due (a minimum missed) and what is over the credit limit; never more than is
 * owed. Figures from the scenario's rules.
 */
export function minimumRepaymentCents(
  owedCents: number,
  floorCents: number,
  rate: number,
  overdueCents = 0,
  overLimitCents = 0,
): number {
  if (owedCents <= 0) return 0;
  const own =
    owedCents < floorCents ? owedCents : Math.max(floorCents, Math.round(owedCents * rate));
  return Math.min(owedCents, own + Math.max(0, overdueCents, overLimitCents));
}

/** The latest statement's due week has been checked: it has ended. */
export function isPastDue(state: GameState, statement: CardStatement): boolean {
  return (
    state.week > statement.dueWeek || (state.week === statement.dueWeek && state.phase === 'ended')
  );
}

/** What is left of the latest statement's minimum once its due week has ended without it. */
export function missedMinimumCents(state: GameState): number {
  const statement = latestStatement(state);
  if (!statement || !isPastDue(state, statement)) return 0;
  return minimumRemainingCents(state);
}

/** Keeps the card number's salt apart from the ids' own mixing of the same seed. */
const CARD_NUMBER_SALT = 0x4ca7d00d;

/**
 * The last four digits of the card's number ('0427'), as a card or its statement shows them.
 * Drawn from the game's id seed and the card's id, not from the random generator, so giving a
 * card a number moves no other random outcome and the same card always shows the same digits.
 */
export function cardNumberEnding(state: GameState, card: Pick<CreditCard, 'id'>): string {
  const drawn = mix32(state.ids.seed ^ mix32((card.id ^ CARD_NUMBER_SALT) >>> 0));
  return String(drawn % 10_000).padStart(4, '0');
}
