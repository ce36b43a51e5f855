import { useGameCommand } from '../../../lib/game-queries';
import type { OpenAccountBody } from './open-account';

/** POST /api/i/banking/investments: open a term deposit with money from an account. */
export const useOpenInvestment = () =>
  useGameCommand<OpenAccountBody>('/api/i/banking/investments');
