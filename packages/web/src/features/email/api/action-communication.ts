import { useGameCommand } from '../../../lib/game-queries';

export type OfferChoice = 'accept' | 'decline';

export interface ActionBody extends Record<string, unknown> {
  /** The offer email's ID. */
  ActionableInstanceID: string;
  /** The Email app. */
  CommunicationsAppInstanceID: string | null;
  /** The app the offer acts on, when it names one. */
  GameAppInstanceID: string | null;
  Choice: OfferChoice;
}

/** Accepting or declining an offer (POST /api/i/communication/action). */
export const useAnswerOffer = () => useGameCommand<ActionBody>('/api/i/communication/action');
