// My Credit: one card at a time, bought for its annual fee, paid from a bank account; its interest,
// due-week check and four-weekly statement at the end of a week.
import { publicId } from '../game/ids';
import { command, defineModule } from '../game/module';
import { openAccounts } from '../banking/accounts';
import { balanceOf, PLAYER_KEYS } from '../ledger/ledger';
import type { ProgressRow } from '../progress/rows';
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
    'credit/default-listed',
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
    if (!card) return [];
    const rows: ProgressRow[] = [
      { title: card.title, category: 'Credit Cards', balanceCents: cardBalance(state) },
    ];
    const accrued = balanceOf(state.ledger, PLAYER_KEYS.cardInterest);
    if (accrued !== 0)
      rows.push({
        title: `${card.title}: interest not yet charged`,
        category: 'Credit Cards',
        balanceCents: accrued,
      });
    return rows;
  },
  invariants(state) {
    const problems: string[] = [];
    const balance = balanceOf(state.ledger, PLAYER_KEYS.card);
    if (balance > 0) problems.push(`card balance is positive: ${balance}`);
    const accrued = balanceOf(state.ledger, PLAYER_KEYS.cardInterest);
    const expected = -Math.floor((state.creditCard.card?.accruedInterestCentiCents ?? 0) / 100);
    if (accrued !== expected)
      problems.push(`card interest accrued in the ledger is ${accrued}, not ${expected}`);
    return problems;
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
