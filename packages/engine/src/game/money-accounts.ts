// One view over everything that holds the player's money and can pay: the cash box, bank
// accounts and the credit card. Transfers, bill payments and offers resolve ids through here.
import { bankBalance, categoryOf, findOpenBankAccount, openAccounts } from '../banking/accounts';
import { recordWithdrawal } from '../banking/withdrawals';
import type { BankAccount, BankAccountCategory } from '../banking/types';
import type { CreditCard } from '../credit-card/types';
import { balanceOf, bankKey, PLAYER_KEYS } from '../ledger/ledger';
import { refOf } from './ids';
import type { GameState } from './state';
import { moveMoney, update, type Tx } from './tx';

export type MoneyAccount =
  | { kind: 'cash'; id: number; key: string; title: string }
  | {
      kind: 'bank';
      id: number;
      key: string;
      title: string;
      account: BankAccount;
      category: BankAccountCategory;
    }
  | { kind: 'card'; id: number; key: string; title: string; card: CreditCard };

export const CASH_TITLE = 'My Cash';

/** The open account, cash box or card with this id number. */
export function moneyAccount(
  state: GameState,
  id: number | null | undefined,
): MoneyAccount | undefined {
  if (id === null || id === undefined) return undefined;
  if (id === state.cashbox.accountId)
    return { kind: 'cash', id, key: PLAYER_KEYS.cash, title: CASH_TITLE };
  const card = state.creditCard.card;
  if (card && card.id === id)
    return { kind: 'card', id, key: PLAYER_KEYS.card, title: card.title, card };
  const account = findOpenBankAccount(state, id);
  if (!account) return undefined;
  return {
    kind: 'bank',
    id,
    key: bankKey(id),
    title: account.title,
    account,
    category: categoryOf(account),
  };
}

/** The open account, cash box or card a command names by its UUID. */
export function resolveMoneyAccount(
  state: GameState,
  uuid: string | null | undefined,
): MoneyAccount | undefined {
  return moneyAccount(state, refOf(state, uuid));
}

/** Cash, transaction and savings accounts: the places money can be spent from directly. */
export function isEverydayMoney(source: MoneyAccount): boolean {
  return (
    source.kind === 'cash' ||
    (source.kind === 'bank' && (source.category === 'transaction' || source.category === 'savings'))
  );
}

export function isBankAccount(
  source: MoneyAccount | undefined,
): source is Extract<MoneyAccount, { kind: 'bank' }> {
  return (
    source?.kind === 'bank' && (source.category === 'transaction' || source.category === 'savings')
  );
}

export function creditAvailable(state: GameState, card: CreditCard): number {
  return Math.max(0, card.limitCents + balanceOf(state.ledger, PLAYER_KEYS.card));
}

/** What can be spent from a source now: its balance, or the card's available credit. */
export function spendable(state: GameState, source: MoneyAccount): number {
  switch (source.kind) {
    case 'cash':
      return balanceOf(state.ledger, source.key);
    case 'bank':
      return bankBalance(state, source.account);
    case 'card':
      return creditAvailable(state, source.card);
  }
}

/**
 * Pays an amount out of a source to a ledger account: counts a bank transaction (for the
 * per-transaction fee) or a card purchase (for cashback). The caller checked `spendable`.
 */
export function spend(
  tx: Tx,
  source: MoneyAccount,
  toKey: string,
  amountCents: number,
  description: string,
) {
  moveMoney(tx, description, source.key, toKey, amountCents);
  countDebit(tx, source, amountCents);
}

export function countDebit(tx: Tx, source: MoneyAccount, amountCents: number): void {
  if (source.kind === 'bank') {
    recordWithdrawal(tx, source.id);
  } else if (source.kind === 'card') {
    update(tx, 'creditCard', (slice) =>
      slice.card
        ? {
            ...slice,
            card: {
              ...slice.card,
              purchasesSinceStatementCents: slice.card.purchasesSinceStatementCents + amountCents,
            },
          }
        : slice,
    );
  }
}

/** Where money for the player lands by default: the first transaction account, else cash. */
export function defaultIncomingAccount(state: GameState): MoneyAccount {
  const first = openAccounts(state, 'transaction')[0];
  return moneyAccount(state, first?.id ?? state.cashbox.accountId)!;
}

/** Sources in the order a debt collector or a scammer takes money: bank accounts, then cash. */
export function everydaySources(state: GameState, withCard: boolean): MoneyAccount[] {
  const ids = [...openAccounts(state, 'transaction'), ...openAccounts(state, 'savings')].map(
    (a) => a.id,
  );
  if (withCard && state.creditCard.card) ids.push(state.creditCard.card.id);
  ids.push(state.cashbox.accountId);
  return ids.map((id) => moneyAccount(state, id)!);
}
