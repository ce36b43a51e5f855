// Where I'm at: one row per thing the player owns or owes, and the net position. Every figure is
// a ledger balance, so the net position equals assets minus liabilities by construction (and the
// simulation test checks it).
import { bankBalance, categoryOf, openAccounts } from '../banking/accounts';
import type { BankAccountCategory } from '../banking/types';
import { billOwing, billTerms, isLiability } from '../bills/types';
import { cardBalance } from '../credit-card/card';
import { CASH_TITLE } from '../game/money-accounts';
import type { GameState } from '../game/state';
import { balanceOf, PLAYER_KEYS } from '../ledger/ledger';

/** Categories of the spec; Shares, Items and Survey arrive with their modules. */
export type ProgressCategory =
  | 'Cashbox'
  | 'BankAccountTransactions'
  | 'InvestmentTransactions'
  | 'SuperTransactions'
  | 'Shares'
  | 'Items'
  | 'Survey'
  | 'Credit Cards'
  | 'Bills';

export interface ProgressRow {
  title: string;
  category: ProgressCategory;
  balanceCents: number;
}

export interface ProgressView {
  rows: ProgressRow[];
  assetsCents: number;
  liabilitiesCents: number;
  netPositionCents: number;
}

const CATEGORY_OF_ACCOUNT: Record<BankAccountCategory, ProgressCategory> = {
  transaction: 'BankAccountTransactions',
  savings: 'BankAccountTransactions',
  'term-deposit': 'InvestmentTransactions',
  super: 'SuperTransactions',
};

export function selectProgress(state: GameState): ProgressView {
  const rows: ProgressRow[] = [
    {
      title: CASH_TITLE,
      category: 'Cashbox',
      balanceCents: balanceOf(state.ledger, PLAYER_KEYS.cash),
    },
  ];
  for (const account of openAccounts(state)) {
    rows.push({
      title: account.title,
      category: CATEGORY_OF_ACCOUNT[categoryOf(account)],
      balanceCents: bankBalance(state, account),
    });
  }
  const card = state.creditCard.card;
  if (card)
    rows.push({ title: card.title, category: 'Credit Cards', balanceCents: cardBalance(state) });
  for (const bill of state.bills.list) {
    if (!isLiability(state.bills, bill)) continue;
    const title = billTerms(state.bills, bill).title;
    rows.push({ title, category: 'Bills', balanceCents: -billOwing(bill) });
  }
  let assetsCents = 0;
  let liabilitiesCents = 0;
  for (const row of rows) {
    if (row.balanceCents >= 0) assetsCents += row.balanceCents;
    else liabilitiesCents -= row.balanceCents;
  }
  return { rows, assetsCents, liabilitiesCents, netPositionCents: assetsCents - liabilitiesCents };
}
