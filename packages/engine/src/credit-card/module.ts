// My Credit: one card at a time, bought for its annual fee, paid from a bank account; its interest,
// due-week check and four-weekly statement at the end of a week.
import { publicId } from '../game/ids';
import { command, defineModule } from '../game/module';
import { openAccounts } from '../banking/accounts';
import { balanceOf, PLAYER_KEYS } from '../ledger/ledger';
import { buyCreditCard } from './buy';
import { cardBalance, minimumRemainingCents, statementRemainingCents } from './card';
import { renderStatement, type StatementSource } from './messages';
import { payCreditCard } from './pay';
import { accrueCardInterest, checkCardDueWeek, issueCardStatement } from './statement';
import type { CreditCardState } from './types';

type CreditCardEvent =
  | { type: 'cardPurchased'; cardId: string }
  | { type: 'cardPaid'; fromAccountId: string; amountCents: number };

export const creditCardModule = defineModule<CreditCardEvent>()({
  key: 'creditCard',
  initial: (): CreditCardState => ({ card: null, statements: [] }),
  commands: {
    buyCreditCard: command(buyCreditCard),
    payCreditCard: command(payCreditCard),
  },
  rejections: [
    'credit/no-bank-account',
    'credit/already-has-card',
    'credit/unknown-card',
    'credit/too-young',
    'credit/select-account',
    'credit/insufficient-funds',
    'credit/no-card',
    'credit/enter-amount',
    'credit/below-minimum',
    'credit/exceeds-closing-balance',
  ],
  endOfWeek: {
    interest: accrueCardInterest,
    dueWeek: checkCardDueWeek,
    statement: issueCardStatement,
  },
  apps: { Credit: { updateCount: (state) => (minimumRemainingCents(state) > 0 ? 1 : 0) } },
  reportRows: (state) => {
    const card = state.creditCard.card;
    return card
      ? [{ title: card.title, category: 'Credit Cards', balanceCents: cardBalance(state) }]
      : [];
  },
  invariants(state) {
    const balance = balanceOf(state.ledger, PLAYER_KEYS.card);
    return balance > 0 ? [`card balance is positive: ${balance}`] : [];
  },
  ids: (state) => (state.creditCard.card ? [state.creditCard.card.id] : []),
  messages: {
    statement: (state, _content, _message, source: StatementSource) =>
      renderStatement(state, source),
  },
  random: [
    {
      weight: 4,
      next(player, state, content) {
        const type = player.pick(content.scenario.creditCards);
        return (
          type && {
            type: 'buyCreditCard',
            cardTypeId: type.id,
            fromAccountId: player.anyAccountId(state),
          }
        );
      },
    },
    {
      weight: 7,
      next(player, state) {
        if (!state.creditCard.card) return undefined;
        const min = minimumRemainingCents(state);
        const full = statementRemainingCents(state);
        const amount = player.pick([min, full, player.amount(full), min - 1, full + 1]) ?? min;
        const account = player.pick(openAccounts(state));
        return {
          type: 'payCreditCard',
          fromAccountId: account ? publicId(state, account.id) : null,
          amountCents: amount,
        };
      },
    },
  ],
});
