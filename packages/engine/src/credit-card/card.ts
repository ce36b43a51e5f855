// Reading the card's live figures from the ledger and its latest statement.
import { balanceOf, PLAYER_KEYS } from '../ledger/ledger';
import type { GameState } from '../game/state';
import type { CardStatement } from './types';

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
 * balance when it is under $25 (NAB). Figures from the scenario's rules.
 */
export function minimumRepaymentCents(owedCents: number, floorCents: number, rate: number): number {
  if (owedCents <= 0) return 0;
  if (owedCents < floorCents) return owedCents;
  return Math.min(owedCents, Math.max(floorCents, Math.round(owedCents * rate)));
}
