import type { SurveyAnswerResult } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { END_OF_GAME } from '../../../lib/end-survey';
import { surveyQuestionKey } from '../api/get-survey-question';
import { afterAnswerRoute } from '../lib/feedback-state';

/**
 * CONTINUE on a feedback screen: the next question (the question screen shows the survey intro
 * first where the survey starts), or the end of the game after the last.
 */
export function ContinueButton({ result }: { result: SurveyAnswerResult }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const next = afterAnswerRoute(result);
  const go = () => {
    // The question answered is no longer the one the player is on: the next one is read fresh.
    void queryClient.resetQueries({ queryKey: surveyQuestionKey() });
    void navigate(next, { replace: true });
  };
  return (
    <div className="survey-actions">
      <button type="button" className="button button--large" onClick={go}>
        CONTINUE
      </button>
      {next === END_OF_GAME ? (
        <p className="survey-actions__note">
          That was the last question. Let&apos;s see how you went!
        </p>
      ) : null}
    </div>
  );
}
