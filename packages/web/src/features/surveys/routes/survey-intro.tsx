import { MessageSquareHeart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { isSurveyOwed, SURVEY_QUESTION, useEndSurvey } from '../../../lib/end-survey';
import { SURVEY_INTRO } from '../lib/intros';

/** /surveys/survey-intro: before the survey's first question (IsSurveyStart). */
export function SurveyIntroPage() {
  const navigate = useNavigate();
  const status = useEndSurvey().data;
  const owed = status ? isSurveyOwed(status) : false;
  return (
    <section className="survey-screen survey-intro" aria-labelledby="survey-title">
      <MessageSquareHeart className="survey-screen__icon" aria-hidden="true" size={48} />
      <h1 id="survey-title" className="survey-screen__title" tabIndex={-1}>
        {SURVEY_INTRO.title}
      </h1>
      <p>{SURVEY_INTRO.body}</p>
      {owed ? <p>Finish it to see your final results.</p> : null}
      <div className="survey-actions">
        <button
          type="button"
          className="button button--large"
          onClick={() =>
            void navigate(SURVEY_QUESTION, { replace: true, state: { introSeen: true } })
          }
        >
          Lets do it!
        </button>
      </div>
    </section>
  );
}
