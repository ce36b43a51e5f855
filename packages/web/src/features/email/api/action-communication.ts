import type { actionBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/**
 * The offer email's ID (ActionableInstanceID), the Email app, the app the offer acts on when it
 * names one, and the choice.
 */
export type ActionBody = GameBody<typeof actionBody>;

export type OfferChoice = ActionBody['Choice'];

/** Accepting or declining an offer (POST /api/i/communication/action). */
export const useAnswerOffer = () => useGameCommand<ActionBody>('/api/i/communication/action');
