import { useGameCommand } from '../../../lib/game-queries';

/** Opening an email marks it read (POST /api/i/communication/read). */
export const useReadEmail = () =>
  useGameCommand<{ CommunicationID: string }>('/api/i/communication/read');
