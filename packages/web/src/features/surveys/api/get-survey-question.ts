import type { SurveyQuestion } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { gameGet, gameKey, useGameQuery } from '../../../lib/game-queries';

// GET /api/i/survey: the question the player is on. The server starts a timed question's clock the
// first time it sends it, so nothing asks for it before the player is on the question screen (not
// the intros, not the feedback): the screen reads it once, and a new question is read only after
// the last one is answered (the cache is reset then).

export const SURVEY_PATH = '/api/i/survey';
export const surveyQuestionKey = () => gameKey(SURVEY_PATH);

/** The question screen's read. */
export const useSurveyQuestion = () =>
  useGameQuery<SurveyQuestion>(
    SURVEY_PATH,
    {},
    { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
  );

/** The question last read, for the progress bar, without ever asking the server for one. */
export const useLastSurveyQuestion = () =>
  useQuery<SurveyQuestion>({
    queryKey: surveyQuestionKey(),
    queryFn: () => gameGet<SurveyQuestion>(SURVEY_PATH),
    enabled: false,
  });
