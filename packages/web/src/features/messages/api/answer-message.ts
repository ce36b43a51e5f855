import type { actionBody } from '@mc/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiFailure } from '../../../lib/api-client';
import { gamePost, type GameBody } from '../../../lib/game-queries';

/**
 * The text message's ID (ActionableInstanceID), the Messages app, the app the offer acts on when
 * it names one, and the choice.
 */
export type AnswerBody = GameBody<typeof actionBody>;

export type OfferChoice = AnswerBody['Choice'];

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
