// The card's four-weekly statement e-mail.
import { formatBalance as money } from '@mc/contract';
import type { CommunicationRendering } from '../communications/rendering';
import { missingMessage } from '../communications/rendering';
import type { GameState } from '../game/state';
import { cardNumberEnding } from './card';

export interface StatementSource {
  kind: 'statement';
  /** The statement's index in the card's statements. */
  index: number;
}

export function renderStatement(state: GameState, source: StatementSource): CommunicationRendering {
  const statement = state.creditCard.statements[source.index];
  const card = state.creditCard.card;
  if (!statement || !card) return missingMessage();
  return {
    from: card.title,
    subject: `Credit card statement, week ${statement.week}`,
    content: `<p>Card ending ${cardNumberEnding(state, card)}</p><ul><li>Closing balance: ${money(statement.closingBalanceCents)}</li><li>Minimum repayment: ${money(statement.minRepaymentCents)}</li><li>Due by the end of week ${statement.dueWeek}</li><li>Fees: ${money(statement.feeAppliedCents)}</li><li>Interest: ${money(statement.interestAppliedCents)}</li></ul><p>Pay the whole closing balance by the due week and no interest is charged on your purchases. Pay less and interest is charged from the week after the due week on what you owe, and on new purchases from the week you make them, until you pay a closing balance in full.</p>`,
    amountCents: Math.abs(statement.closingBalanceCents),
    feesCents: statement.feeAppliedCents,
    category: 2,
    billId: null,
    statement,
  };
}
