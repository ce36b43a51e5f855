// The card's four-weekly statement e-mail.
import { formatBalance as money } from '@mc/contract';
import type { CommunicationRendering } from '../communications/rendering';
import { missingMessage } from '../communications/rendering';
import type { GameState } from '../game/state';
import { cardNumberEnding } from './card';
import type { CardStatement } from './types';

export interface StatementSource {
  kind: 'statement';
  /** The statement's index in the card's statements. */
  index: number;
}

/** A closing balance in words, never with a minus sign: owing, in credit or nothing. */
function balanceWords(closingBalanceCents: number): string {
  if (closingBalanceCents < 0) return `${money(-closingBalanceCents)} owing`;
  if (closingBalanceCents > 0) return `${money(closingBalanceCents)} in credit`;
  return money(0);
}

/** What the minimum adds to this statement's own part: the higher of a missed minimum and the amount over the limit. */
function minimumIncludes(statement: CardStatement): string {
  const { overdueCents, overLimitCents } = statement;
  if (overdueCents <= 0 && overLimitCents <= 0) return '';
  return overdueCents >= overLimitCents
    ? ` (includes ${money(overdueCents)} you missed from your last statement, due now)`
    : ` (includes the ${money(overLimitCents)} you are over your credit limit, due now)`;
}

export function renderStatement(state: GameState, source: StatementSource): CommunicationRendering {
  const statement = state.creditCard.statements[source.index];
  const card = state.creditCard.card;
  if (!statement || !card) return missingMessage();
  return {
    from: card.title,
    subject: `Credit card statement, week ${statement.week}`,
    content: `<p>Card ending ${cardNumberEnding(state, card)}</p><ul><li>Closing balance: ${balanceWords(statement.closingBalanceCents)}</li><li>Minimum repayment: ${money(statement.minRepaymentCents)}${minimumIncludes(statement)}</li><li>Due by the end of week ${statement.dueWeek}</li><li>Fees: ${money(statement.feeAppliedCents)}</li><li>Interest: ${money(statement.interestAppliedCents)}</li></ul><p>Pay the whole closing balance by the due week and no interest is charged on your purchases. Pay less and interest is charged from the week after the due week on what you owe, and on new purchases from the week you make them, until you pay a closing balance in full.</p>`,
    amountCents: Math.abs(statement.closingBalanceCents),
    feesCents: statement.feeAppliedCents,
    category: 2,
    billId: null,
    statement,
  };
}
