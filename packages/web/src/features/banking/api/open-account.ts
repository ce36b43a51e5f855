import type { openAccountBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

// A command refreshes every game read on success: an opening deposit moves money that My Cash,
// transfers and the net position also show.

/** The product, the account its opening deposit comes from, and the deposit in dollars. */
export type OpenAccountBody = GameBody<typeof openAccountBody>;

/** POST /api/i/banking: open a transaction or savings account, with its opening deposit. */
export const useOpenAccount = () => useGameCommand<OpenAccountBody>('/api/i/banking');
