import type { Quiz } from '@mc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiFailure } from '../../../lib/api-client';
import { gamePost } from '../../../lib/game-queries';
import { quizKey } from '../api/get-quiz';

/**
 * A quiz call (create, start, answer, complete, end): each answers the quiz as it now is. That
 * answer becomes the cached quiz at once, so the screen moves on without waiting for a read, and
 * then every game read is refreshed as after any command (a completed question pays into My Cash,
 * which the header and where I'm at show; starting clears the News badge). A refused call reads
 * the quiz again: the server's state decides which screen the player is on.
 */
export function useQuizCommand<TBody extends Record<string, unknown>>(path: string) {
  const client = useQueryClient();
  return useMutation<Quiz, ApiFailure, TBody>({
    mutationFn: (body) => gamePost<Quiz>(path, body),
    onSuccess: (quiz) => {
      client.setQueryData(quizKey(), quiz);
      void client.invalidateQueries({ queryKey: ['game'] });
    },
    onError: () => void client.invalidateQueries({ queryKey: quizKey() }),
  });
}
