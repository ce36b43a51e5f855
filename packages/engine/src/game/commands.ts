// Every command a player (through the server) can apply to a game. Amounts are cents; ids are
// the UUIDs the selectors return. The server maps the spec's requests to these.

export type Command =
  | { type: 'startWeek' }
  | { type: 'endWeek' }
  | { type: 'generateBonusQuestion' }
  | {
      type: 'answerBonusQuestion';
      questionId: string;
      /** The chosen answer's ID, or null when the time ran out. */
      answerId: number | null;
      skip: boolean;
      timeRemainingSeconds: number;
    }
  | { type: 'markAppAccessed'; appInstanceId: string }
  | {
      type: 'openBankAccount';
      accountTypeId: string;
      fromAccountId?: string | null;
      amountCents?: number;
    }
  | { type: 'closeBankAccount'; accountId: string; toAccountId?: string | null }
  | {
      type: 'openInvestment';
      accountTypeId: string;
      fromAccountId: string | null;
      amountCents: number;
    }
  | { type: 'withdrawInvestment'; accountId: string; toAccountId?: string | null }
  | {
      type: 'transfer';
      fromAccountId: string | null;
      toAccountId: string | null;
      amountCents: number;
    }
  | { type: 'setPayAccount'; accountId: string }
  | { type: 'buyCreditCard'; cardTypeId: string; fromAccountId: string | null }
  | { type: 'payCreditCard'; fromAccountId: string | null; amountCents: number }
  | { type: 'payBill'; billId: string; fromAccountId: string | null; setAutomatic?: boolean }
  | { type: 'readCommunication'; communicationId: string }
  | { type: 'deleteCommunication'; communicationId: string }
  | { type: 'actionCommunication'; communicationId: string; choice: 'accept' | 'decline' };

export type CommandType = Command['type'];

/** Commands that only read or tidy up and may run after the week has ended. */
export const ALLOWED_AFTER_WEEK_END: ReadonlySet<CommandType> = new Set<CommandType>([
  'startWeek',
  'generateBonusQuestion',
  'answerBonusQuestion',
  'markAppAccessed',
  'readCommunication',
  'deleteCommunication',
]);
