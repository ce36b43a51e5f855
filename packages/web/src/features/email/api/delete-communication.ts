import type { communicationBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** POST /api/i/communication/delete. */
export const useDeleteEmail = () =>
  useGameCommand<GameBody<typeof communicationBody>>('/api/i/communication/delete');
