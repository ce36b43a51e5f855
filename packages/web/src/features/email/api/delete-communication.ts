import { useGameCommand } from '../../../lib/game-queries';

/** POST /api/i/communication/delete. */
export const useDeleteEmail = () =>
  useGameCommand<{ CommunicationID: string }>('/api/i/communication/delete');
