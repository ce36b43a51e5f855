// What must be true before a week can end. Each check names the app whose icon shows blocked
// while it fails. Later modules add theirs here (the Finance Weekly quiz, when required and not
// done, blocks FinanceWeekly).
import type { AppName } from '../apps/app-names';
import { hasTransactionAccount } from '../banking/accounts';
import type { GameContent } from '../game/content';
import type { RejectionCode } from '../game/result';
import type { GameState } from '../game/state';

export interface EndWeekCheck {
  app: AppName;
  /** A failure (code and message to show), or null when the week may end. */
  failure(state: GameState, content: GameContent): { code: RejectionCode; message: string } | null;
}

export const BANK_ACCOUNT_REQUIRED_MESSAGE =
  'You need a bank account before you can finish week 1. Open a transaction account in My Bank.';

/** Spec part 1 section 4: a bank account is required before progressing past week 1. */
export const bankAccountCheck: EndWeekCheck = {
  app: 'Banking',
  failure(state) {
    if (state.week !== 1 || hasTransactionAccount(state)) return null;
    return { code: 'game/bank-account-required', message: BANK_ACCOUNT_REQUIRED_MESSAGE };
  },
};

export const END_WEEK_CHECKS: readonly EndWeekCheck[] = [bankAccountCheck];
