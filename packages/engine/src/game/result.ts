// Errors are data: a command gives a new state and events, or a rejection with a namespaced
// code and the message to show. Codes are a closed set, declared by the modules.
import type { AppName } from '../apps/app-names';
import type { GameState } from './state';
import type { EngineEvent } from './events';

/** The core's own codes; every module declares its own (see modules.ts). */
export type CoreRejectionCode = 'game/invalid-command' | 'game/week-ended' | 'game/complete';

/** Filled by the list of modules (modules.ts): the codes every module declares. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RejectionRegistry {}

export type RejectionCode = CoreRejectionCode | RejectionRegistry[keyof RejectionRegistry];

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

/**
 * A rejection for a broken money rule (the contract's rule functions, shared with the web forms):
 * the rule's message, with the module's code for that message.
 */
export function rejectProblem(
  problem: { message: string },
  codes: Readonly<Record<string, RejectionCode>>,
  fallback: RejectionCode,
): Rejection {
  return reject(codes[problem.message] ?? fallback, problem.message);
}
