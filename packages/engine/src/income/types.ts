// The income slice: the player's job and where the pay goes.
import type { Job } from '../game/content';

export interface IncomeState {
  job: Job | null;
  /** The account the net pay goes into; null: the first open transaction account, else cash. */
  payAccountId: number | null;
}
