// My Credit: the cards on offer and the player's card with its statement figures.
import { appInstanceId } from '../apps/apps';
import type { CreditCardType, GameContent } from '../game/content';
import { publicId } from '../game/ids';
import { creditAvailable } from '../game/money-accounts';
import type { GameState } from '../game/state';
import {
  cardBalance,
  cardNumberEnding,
  latestStatement,
  minimumRemainingCents,
  missedMinimumCents,
  statementRemainingCents,
} from './card';
import type { CardStatement } from './types';

export function selectCreditCardTypes(content: GameContent): CreditCardType[] {
  return content.scenario.creditCards;
}

/**
 * Why this player cannot get any card before they apply: too young (a bank says so up front). A
 * default on the credit report is only found when the bank checks an application (buy.ts).
 */
export function selectCardAgeRefusal(state: GameState, content: GameContent): string | null {
  const minimumAge = content.scenario.rules.card.minimumAgeYears;
  return state.player.ageYears < minimumAge
    ? `You must be ${minimumAge} or older to get a credit card.`
    : null;
}

export interface CreditCardView {
  id: string;
  typeId: string;
  title: string;
  type: string;
  /** The last four digits of the card's number, e.g. '0427'. */
  numberEnding: string;
  appInstanceId: string;
  limitCents: number;
  creditAvailableCents: number;
  /** Negative when owed. */
  balanceCents: number;
  /** What is left to pay of the latest statement, negative when owed (0 before any statement). */
  closingBalanceCents: number;
  /** What is left of the latest statement's minimum repayment. */
  minRepayAmountCents: number;
  dueWeek: number | null;
  /**
   * The latest statement's minimum, missed: its due week ended without it (the late fee was
   * charged). Null once it is paid, and once the next statement carries it into its minimum.
   */
  missedMinimum: { amountCents: number; dueWeek: number; lateFeeCents: number } | null;
  /** Cost: the annual fee. */
  costCents: number;
  interestRate: number;
  interestFree: boolean;
  /** Interest accrued since the last statement, whole cents: owed, charged at the next statement. */
  accruedInterestCents: number;
  statements: CardStatement[];
}

/** The player's card, or null ('No credit card purchased.'). */
export function selectCreditCard(state: GameState): CreditCardView | null {
  const card = state.creditCard.card;
  if (!card) return null;
  const statement = latestStatement(state);
  return {
    id: publicId(state, card.id),
    typeId: card.typeId,
    title: card.title,
    type: card.type,
    numberEnding: cardNumberEnding(state, card),
    appInstanceId: appInstanceId(state, 'Credit'),
    limitCents: card.limitCents,
    creditAvailableCents: creditAvailable(state, card),
    balanceCents: cardBalance(state),
    closingBalanceCents: 0 - statementRemainingCents(state), // 0 - x, not -x: never -0
    minRepayAmountCents: minimumRemainingCents(state),
    dueWeek: statement?.dueWeek ?? null,
    missedMinimum:
      statement && missedMinimumCents(state) > 0
        ? {
            amountCents: missedMinimumCents(state),
            dueWeek: statement.dueWeek,
            lateFeeCents: card.lateFeeCents,
          }
        : null,
    costCents: card.annualFeeCents,
    interestRate: card.interestRate,
    interestFree: card.interestFree,
    accruedInterestCents: Math.floor(card.accruedInterestCentiCents / 100),
    statements: state.creditCard.statements,
  };
}
