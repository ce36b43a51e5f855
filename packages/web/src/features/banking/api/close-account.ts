import type { closeAccountBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** The account, and where its balance goes: the first other transaction account. */
export type CloseAccountBody = GameBody<typeof closeAccountBody>;

/** POST /api/i/banking/close: close an account, or withdraw a term deposit (which closes it). */
export const useCloseAccount = () => useGameCommand<CloseAccountBody>('/api/i/banking/close');
