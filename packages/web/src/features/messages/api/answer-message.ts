import { useMutation } from '@tanstack/react-query';
import type { ApiFailure } from '../../../lib/api-client';
import { gamePost } from '../../../lib/game-queries';

export type OfferChoice = 'accept' | 'decline';

export interface AnswerBody extends Record<string, unknown> {
  /** The text message's ID. */
  ActionableInstanceID: string;
  /** The Messages app. */
  CommunicationsAppInstanceID: string | null;
  /** The app the offer acts on, when it names one. */
  GameAppInstanceID: string | null;
  Choice: OfferChoice;
}

/**
 * Accepting or declining an offer by text (POST /api/i/communication/action). The game is not
 * refreshed here: the conversation shows typing dots and reloads after 2 s (spec part 1
 * section 4), as if the sender were writing back.
 */
export function useAnswerMessage() {
  return useMutation<unknown, ApiFailure, AnswerBody>({
    mutationFn: (body) => gamePost('/api/i/communication/action', body),
  });
}
