import { Timer, TimerOff, Trophy } from 'lucide-react';
import { useNavigate } from 'react-router';
import { isSurveyOwed, SURVEY_QUESTION, useEndSurvey } from '../../../lib/end-survey';
import { QUIZ_INTRO } from '../lib/intros';

/**
 * /surveys/quiz-intro: the end quiz before its first question. Nothing is asked of the server
 * here: the first question's clock starts only when the question screen opens.
 */
export function QuizIntroPage() {
  const navigate = useNavigate();
  const status = useEndSurvey().data;
  const owed = status ? isSurveyOwed(status) : false;
  return (
    <section className="survey-screen survey-intro" aria-labelledby="survey-title">
      <Trophy className="survey-screen__icon" aria-hidden="true" size={48} />
      <h1 id="survey-title" className="survey-screen__title" tabIndex={-1}>
        {QUIZ_INTRO.title}
      </h1>
      <p className="survey-intro__lead">
        One last quiz on what you learned in the game.
        {owed ? ' Finish it to see your final results.' : ''}
      </p>
      <p>{QUIZ_INTRO.body}</p>
      <ul className="survey-intro__tips">
        <li>
          <Timer aria-hidden="true" size={20} />
          <span>A timed question shows its clock. If you need more time, turn the timer off.</span>
        </li>
        <li>
          <TimerOff aria-hidden="true" size={20} />
          <span>With the timer off, a right answer still earns cash, just no time bonus.</span>
        </li>
      </ul>
      <div className="survey-actions">
        <button
          type="button"
          className="button button--large"
          onClick={() => void navigate(SURVEY_QUESTION, { replace: true })}
        >
          Lets do it!
        </button>
      </div>
    </section>
  );
}
