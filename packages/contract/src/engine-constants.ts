// The engine's rules that the client also shows: the spec's exact money messages (part 1,
// section 5 and 8) and the bonus question amounts. Each message exists once, here.

export const MONEY_MESSAGES = {
  selectAccount: 'Error: please select an account',
  minimumBalance: 'Error: not enough money for the minimum balance',
  depositAccountFunds: 'Error: not enough money in deposit account',
  needBankAccountToTransfer: 'Error: you need a bank account to transfer money',
  enterAmount: 'Error: please enter amount',
  needBankAccountForCard: 'Error: you need a bank account to open a Credit Card.',
  selectedAccountFunds: 'Error: Not enough funds in selected account',
  bankAccountFunds: 'Error: Not enough funds in bank account',
  belowMinimumRepayment: 'Error: Payment does not meet minimum repayment amount',
  exceedsClosingBalance: 'Error: Payment exceeds closing balance',
  lastBankAccount: 'Error: You must have at least one active bank account',
} as const;

export const BONUS_QUESTION_MESSAGES = {
  alreadyGenerated: 'A question already generated for this week.',
  alreadyAnswered: 'Question has already been answered.',
  notGenerated: 'Could not find a generated question. Generate a question.',
  skipped: 'Question Skipped',
} as const;

export const OFFER_CANCELLED_MESSAGE = 'This offer has been cancelled.';

/**
 * The bonus question pays a cash reward for a right answer plus a time bonus per whole second
 * left on the clock, into My Cash (spec part 1 section 9 leaves the amounts to us): $20 plus
 * 50c a second, so at most $50 with the default 60-second timer.
 */
export const BONUS_QUESTION_REWARD = {
  rewardCents: 2000,
  timeBonusCentsPerSecond: 50,
  totalSeconds: 60,
} as const;

/** A transfer must be over $0.01 (spec part 1, section 5). */
export const MIN_TRANSFER_CENTS = 2;
