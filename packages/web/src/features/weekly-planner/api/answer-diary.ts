import type { DiaryAnswerResult, diaryAnswerBody } from '@mc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiFailure } from '../../../lib/api-client';
import { gameAppsKey } from '../../../lib/game-apps';
import { gameKey, gamePost, type GameBody } from '../../../lib/game-queries';
import { DIARY_QUESTION_PATH } from './get-diary-question';
import { DIARY_QUESTIONS_PATH } from './get-diary-questions';

/** The week the answer is for and the answer itself (up to 500 characters of plain text). */
export type AnswerDiaryBody = GameBody<typeof diaryAnswerBody>;

/**
 * POST /api/i/planner: saves a diary answer (this week's or an earlier one's) and brings the
 * mentor's reply. The diary's reads are refreshed, and the apps (the Planner's badge may say the
 * week's question is waiting); no money moves.
 */
export function useAnswerDiary() {
  const client = useQueryClient();
  return useMutation<DiaryAnswerResult, ApiFailure, AnswerDiaryBody>({
    mutationFn: (body) => gamePost<DiaryAnswerResult>('/api/i/planner', body),
    onSuccess: () => {
      // Every week's question (['game', path, { Week }]), the archive and the apps.
      for (const queryKey of [['game', DIARY_QUESTION_PATH], gameKey(DIARY_QUESTIONS_PATH)])
        void client.invalidateQueries({ queryKey });
      void client.invalidateQueries({ queryKey: gameAppsKey() });
    },
  });
}
