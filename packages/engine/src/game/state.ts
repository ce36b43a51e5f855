// The whole state of one game instance: plain JSON (no classes, Maps or Dates) so the server
// stores it as text. Each app module owns one slice.
import type { AppsState } from '../apps/types';
import type { BankingState, CashboxState } from '../banking/types';
import type { BillsState } from '../bills/types';
import type { CommunicationsState } from '../communications/types';
import type { CreditCardState } from '../credit-card/types';
import type { EndOfWeekState } from '../end-of-week/types';
import type { EventsState } from '../events/types';
import type { IncomeState } from '../income/types';
import type { LedgerState } from '../ledger/ledger';
import type { IdState } from '../random/ids';
import type { RngState } from '../random/prng';

export const STATE_VERSION = 1;

/** 'playing': the week is open for commands; 'ended': the week step ran, bonus and summary time. */
export type WeekPhase = 'playing' | 'ended';

export interface GameState {
  version: typeof STATE_VERSION;
  scenarioId: string;
  player: { name: string; ageYears: number };
  totalWeeks: 26 | 27;
  week: number;
  phase: WeekPhase;
  isGameComplete: boolean;
  /** The game's seed (shared by every player of a game link): market randomness. */
  gameSeed: RngState;
  /** The instance's generator: this player's own events. */
  rng: RngState;
  ids: IdState;
  ledger: LedgerState;
  banking: BankingState;
  cashbox: CashboxState;
  creditCard: CreditCardState;
  bills: BillsState;
  income: IncomeState;
  communications: CommunicationsState;
  events: EventsState;
  endOfWeek: EndOfWeekState;
  apps: AppsState;
}
