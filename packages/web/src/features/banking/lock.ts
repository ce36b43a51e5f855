import type { BankAccountInstance, BankAccountType } from '@mc/contract';
import { kindOfAccount } from '../../lib/payment-sources';

// "Savings and investments are locked until a transaction account exists" (spec part 1 section 4).

export const LOCKED_EXPLANATION =
  'Savings and investments unlock once you have a transaction account: the everyday account your pay goes into. Open one of those first.';

export const hasTransactionAccount = (accounts: readonly BankAccountInstance[] | undefined) =>
  (accounts ?? []).some((account) => kindOfAccount(account.AccountType) === 'transaction');

/** Every product but a transaction account waits for a transaction account. */
export const isLockedProduct = (
  product: BankAccountType,
  accounts: readonly BankAccountInstance[] | undefined,
) => product.AccountType !== 'TransactionsBankAccountInstance' && !hasTransactionAccount(accounts);
