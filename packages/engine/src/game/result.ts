// Errors are data: a command gives a new state and events, or a rejection with a namespaced
// code and the message to show. Codes are a closed set.
import type { AppName } from '../apps/app-names';
import type { GameState } from './state';
import type { EngineEvent } from './events';

export type RejectionCode =
  | 'game/invalid-command'
  | 'game/week-ended'
  | 'game/complete'
  | 'game/bank-account-required'
  | 'banking/unknown-account-type'
  | 'banking/locked'
  | 'banking/already-open'
  | 'banking/too-many'
  | 'banking/select-account'
  | 'banking/minimum-balance'
  | 'banking/insufficient-funds'
  | 'banking/last-transaction-account'
  | 'banking/super-locked'
  | 'banking/use-withdraw'
  | 'banking/not-investment'
  | 'transfer/no-bank-account'
  | 'transfer/select-account'
  | 'transfer/enter-amount'
  | 'transfer/insufficient-funds'
  | 'transfer/super-locked'
  | 'transfer/term-deposit-locked'
  | 'income/select-account'
  | 'credit/no-bank-account'
  | 'credit/already-has-card'
  | 'credit/unknown-card'
  | 'credit/too-young'
  | 'credit/select-account'
  | 'credit/insufficient-funds'
  | 'credit/no-card'
  | 'credit/enter-amount'
  | 'credit/below-minimum'
  | 'credit/exceeds-closing-balance'
  | 'bills/not-found'
  | 'bills/not-payable'
  | 'bills/select-account'
  | 'bills/insufficient-funds'
  | 'comms/not-found'
  | 'comms/not-actionable'
  | 'comms/cancelled'
  | 'comms/already-actioned'
  | 'comms/insufficient-funds'
  | 'bonus/not-available'
  | 'bonus/not-generated'
  | 'bonus/already-answered'
  | 'bonus/wrong-question'
  | 'apps/not-found';

export interface Rejection {
  ok: false;
  code: RejectionCode;
  message: string;
  /** End of week only: the app whose icon shows blocked because of this rejection. */
  blockApp?: AppName;
}

export interface Accepted {
  ok: true;
  state: GameState;
  events: EngineEvent[];
}

export type CommandResult = Accepted | Rejection;

export function reject(code: RejectionCode, message: string, blockApp?: AppName): Rejection {
  return blockApp ? { ok: false, code, message, blockApp } : { ok: false, code, message };
}
