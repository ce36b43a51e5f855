import { useGameCommand } from '../../../lib/game-queries';

// A command refreshes every game read on success: an opening deposit moves money that My Cash,
// transfers and the net position also show.

export interface OpenAccountBody extends Record<string, unknown> {
  GameAccountID: string;
  TransferFromGameAppInstanceID: string | null;
  TransferFromAccountInstanceID: string | null;
  /** Dollars. */
  Amount: number;
}

/** POST /api/i/banking: open a transaction or savings account, with its opening deposit. */
export const useOpenAccount = () => useGameCommand<OpenAccountBody>('/api/i/banking');
