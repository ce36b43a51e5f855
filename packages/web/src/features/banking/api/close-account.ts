import { useGameCommand } from '../../../lib/game-queries';

export interface CloseAccountBody extends Record<string, unknown> {
  AccountInstanceID: string;
  /** Where the balance goes: the first other transaction account. */
  TransferToAccountInstanceID: string | null;
}

/** POST /api/i/banking/close: close an account, or withdraw a term deposit (which closes it). */
export const useCloseAccount = () => useGameCommand<CloseAccountBody>('/api/i/banking/close');
