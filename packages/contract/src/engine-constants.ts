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
  outOfTime: "Time's up on this question, so its timer can't be turned off now.",
} as const;

export const OFFER_CANCELLED_MESSAGE = 'This offer has been cancelled.';

/** A transfer must be over $0.01 (spec part 1, section 5). */
export const MIN_TRANSFER_CENTS = 2;

/**
 * Limits on opening accounts (bank accounts and term deposits; the super fund comes with the
 * job). Each opening adds an account to the game for good (a closed one keeps its statement), so
 * without a limit a script that opened and closed accounts all week grew one saved game from 11 k
 * to 3 M characters. A real bank verifies who you are before it opens an account (AML/CTF Act
 * 2006, customer identification) and watches for accounts opened and closed in a hurry; the game
 * makes that a plain limit a careful player never meets (week 1 needs one or two accounts).
 */
export const ACCOUNT_LIMITS = {
  openedPerWeek: 3,
  openedPerGame: 20,
} as const;

export const ACCOUNT_LIMIT_MESSAGES = {
  perWeek: `Error: the bank opens at most ${ACCOUNT_LIMITS.openedPerWeek} accounts for you in a week while it checks your details. Try again next week.`,
  perGame: `Error: you have opened ${ACCOUNT_LIMITS.openedPerGame} accounts this game, the most the bank allows. Keep using the ones you have.`,
} as const;
