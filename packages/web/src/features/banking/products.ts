import type { BankAccountType } from '@mc/contract';
import { useAccountTypes, useInvestmentTypes } from './api/get-account-types';
import { useOpenAccount } from './api/open-account';
import { useOpenInvestment } from './api/open-investment';
import { BANK_PATH, openAccountPath, openInvestmentPath } from './paths';

/**
 * What the bank sells on one shelf: accounts (transaction and savings) or investments (term
 * deposits). Choosing and opening work the same way for both; only the words, the calls and two
 * rules differ.
 */
export interface ProductShelf {
  screenTitle: string;
  lead: string;
  loading: string;
  empty: string;
  notFound: string;
  seeAll: string;
  choosePath: string;
  openPath: (id: string) => string;
  useTypes: typeof useAccountTypes;
  useOpen: typeof useOpenAccount;
  openLabel: (product: BankAccountType) => string;
  successLabel: string;
  /** A player holds at most one account of each type; term deposits can be bought again. */
  oneOfEach: boolean;
  /** Whether opening takes money from one of the player's accounts. */
  needsSource: (product: BankAccountType) => boolean;
}

export const ACCOUNTS: ProductShelf = {
  screenTitle: 'Open an account',
  lead: 'Compare the fees and interest, then pick the account that suits you.',
  loading: 'Loading the bank’s accounts…',
  empty: 'The bank has no accounts on offer right now.',
  notFound: 'We couldn’t find that account.',
  seeAll: 'See the accounts on offer',
  choosePath: `${BANK_PATH}/choose-account`,
  openPath: openAccountPath,
  useTypes: useAccountTypes,
  useOpen: useOpenAccount,
  openLabel: (product) => `Open ${product.Title}`,
  successLabel: 'Account opened!',
  oneOfEach: true,
  // With a minimum balance the opening deposit comes from another account; with none, the account
  // opens empty (spec part 1 section 5).
  needsSource: (product) => product.MinimumBalance > 0,
};

export const INVESTMENTS: ProductShelf = {
  screenTitle: 'Invest',
  lead: 'A term deposit locks your money away for a set number of weeks. In return the bank pays you more interest than an everyday account.',
  loading: 'Loading the bank’s investments…',
  empty: 'The bank has no investments on offer right now.',
  notFound: 'We couldn’t find that investment.',
  seeAll: 'See the investments on offer',
  choosePath: `${BANK_PATH}/choose-investment`,
  openPath: openInvestmentPath,
  useTypes: useInvestmentTypes,
  useOpen: useOpenInvestment,
  openLabel: () => 'Invest',
  successLabel: 'Invested!',
  oneOfEach: false,
  // A term deposit is always bought with money from an account.
  needsSource: () => true,
};
