// Looking up and replacing bank accounts in the banking slice.
import { balanceOf, bankKey } from '../ledger/ledger';
import type { GameState } from '../game/state';
import { replaceItem, type Tx } from '../game/tx';
import { CATEGORY_OF_KIND, type BankAccount, type BankAccountCategory } from './types';

export function categoryOf(account: BankAccount): BankAccountCategory {
  return CATEGORY_OF_KIND[account.kind];
}

export function findBankAccount(state: GameState, id: number | undefined): BankAccount | undefined {
  if (id === undefined) return undefined;
  return state.banking.accounts.find((account) => account.id === id);
}

export function findOpenBankAccount(state: GameState, id: number | undefined) {
  const account = findBankAccount(state, id);
  return account && account.closedWeek === null ? account : undefined;
}

export function openAccounts(state: GameState, category?: BankAccountCategory): BankAccount[] {
  return state.banking.accounts.filter(
    (account) => account.closedWeek === null && (!category || categoryOf(account) === category),
  );
}

export function hasTransactionAccount(state: GameState): boolean {
  return openAccounts(state, 'transaction').length > 0;
}

/** The first open transaction account other than `exceptId`, in opening order. */
export function firstTransactionAccount(
  state: GameState,
  exceptId?: number,
): BankAccount | undefined {
  return openAccounts(state, 'transaction').find((account) => account.id !== exceptId);
}

export function bankBalance(state: GameState, account: BankAccount): number {
  return balanceOf(state.ledger, bankKey(account.id));
}

export function replaceBankAccount(tx: Tx, id: number, fn: (account: BankAccount) => BankAccount) {
  replaceItem(tx, 'banking', 'accounts', id, fn);
}
