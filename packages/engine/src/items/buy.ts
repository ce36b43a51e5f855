// Buying a thing, new in uShop or at an iBuy lot's buy-now price: paid at once from cash, a bank
// account or the credit card (a purchase on the card, with the card's interest rules). The balance
// (or the card's available credit) must cover the price; the thing joins My Stuff.
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { paymentProblem } from '@mc/contract/money-rules';
import {
  countDebit,
  isEverydayMoney,
  resolveMoneyAccount,
  spendable,
  type MoneyAccount,
} from '../game/money-accounts';
import { rejectProblem, type Rejection } from '../game/result';
import type { Tx } from '../game/tx';
import type { ItemType } from './content';
import type { OwnedItem } from './types';
import { acquireItem } from './value';

const CODES = {
  [MONEY_MESSAGES.selectAccount]: 'items/select-account',
  [MONEY_MESSAGES.selectedAccountFunds]: 'items/insufficient-funds',
} as const;

/** Where a purchase can be paid from: cash, a transaction or savings account, or the card. */
export function canPayFor(source: MoneyAccount | undefined): source is MoneyAccount {
  return source !== undefined && (source.kind === 'card' || isEverydayMoney(source));
}

export interface Purchase {
  type: ItemType;
  priceCents: number;
  /** What it is worth once it is the player's. */
  valueCents: number;
  /** The player's chosen source (a UUID from the command). */
  fromAccountId: string | null | undefined;
  /** Who is paid: uShop or iBuy's seller. */
  sellerKey: string;
  /** The line on the statement. */
  description: string;
}

/** The purchase's refusal, or null when the chosen source covers it. */
export function purchaseProblem(tx: Tx, purchase: Purchase): Rejection | null {
  const source = resolveMoneyAccount(tx.state, purchase.fromAccountId);
  const problem = paymentProblem({
    sourceChosen: canPayFor(source),
    amountCents: purchase.priceCents,
    availableCents: canPayFor(source) ? spendable(tx.state, source) : 0,
  });
  return problem ? rejectProblem(problem, CODES, 'items/select-account') : null;
}

/** Pays for the thing and makes it the player's; the caller checked purchaseProblem. */
export function buyItem(tx: Tx, purchase: Purchase): OwnedItem {
  const source = resolveMoneyAccount(tx.state, purchase.fromAccountId)!;
  const item = acquireItem(tx, purchase.type, purchase.valueCents, purchase.description, {
    fromKey: source.key,
    toKey: purchase.sellerKey,
    amountCents: purchase.priceCents,
  });
  countDebit(tx, source, purchase.priceCents);
  return item;
}

export const PURCHASE_REJECTIONS = ['items/select-account', 'items/insufficient-funds'] as const;
