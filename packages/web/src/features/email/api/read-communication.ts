import type { communicationBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** Opening an email marks it read (POST /api/i/communication/read). */
export const useReadEmail = () =>
  useGameCommand<GameBody<typeof communicationBody>>('/api/i/communication/read');
