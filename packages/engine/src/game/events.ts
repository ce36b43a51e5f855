// What happened during a command, for the server's response and log. The state is the truth;
// events say what changed and carry messages to show.
import type { CommunicationType } from '../communications/types';

export type EngineEvent =
  /** A message for the player (the envelope's Messages). */
  | { type: 'notice'; message: string }
  | { type: 'accountOpened'; accountId: string }
  | { type: 'accountClosed'; accountId: string; toAccountId: string; movedCents: number }
  | {
      type: 'investmentWithdrawn';
      accountId: string;
      toAccountId: string;
      movedCents: number;
      penaltyCents: number;
    }
  | { type: 'transferred'; fromAccountId: string; toAccountId: string; amountCents: number }
  | { type: 'cardPurchased'; cardId: string }
  | { type: 'cardPaid'; fromAccountId: string; amountCents: number }
  | {
      type: 'billPaid';
      billId: string;
      fromAccountId: string;
      amountCents: number;
      automatic: boolean;
    }
  | { type: 'communicationReceived'; communicationId: string; communicationType: CommunicationType }
  | {
      type: 'offerActioned';
      communicationId: string;
      accepted: boolean;
      isScam: boolean;
      movedCents: number;
      outcome: string;
      redFlags: string[];
    }
  | { type: 'bonusQuestionGenerated'; questionId: string }
  | {
      type: 'bonusQuestionAnswered';
      correct: boolean;
      skipped: boolean;
      rewardCents: number;
      timeBonusCents: number;
      explanation: string;
    }
  | { type: 'appAccessed'; appInstanceId: string }
  | { type: 'payAccountChosen'; accountId: string }
  | { type: 'weekEnded'; week: number }
  | { type: 'weekStarted'; week: number; isGameComplete: boolean }
  | { type: 'gameCompleted'; week: number };
