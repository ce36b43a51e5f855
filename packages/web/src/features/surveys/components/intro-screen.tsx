import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isSurveyOwed, SURVEY_QUESTION, useEndSurvey } from '../../../lib/end-survey';

/**
 * The screen before the end quiz's or the survey's first question: its icon, title and words,
 * what is owed said when the game's results wait on it, and one button to the first question.
 * Nothing is asked of the server here: a question's clock starts only when its screen opens.
 */
export function IntroScreen({
  Icon,
  title,
  introSeen = false,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  /** The screen's words, told whether the game's final results wait on this. */
  children: (owed: boolean) => ReactNode;
  /** The survey's question screen skips its own intro once this one was seen. */
  introSeen?: boolean;
}) {
  const navigate = useNavigate();
  const status = useEndSurvey().data;
  const owed = status ? isSurveyOwed(status) : false;
  return (
    <section className="quiz-screen survey-intro" aria-labelledby="survey-title">
      <Icon className="quiz-screen__icon" aria-hidden="true" size={48} />
      <h1 id="survey-title" className="quiz-screen__title" tabIndex={-1}>
        {title}
      </h1>
      {children(owed)}
      <div className="survey-actions">
        <button
          type="button"
          className="button button--large"
          onClick={() =>
            void navigate(SURVEY_QUESTION, {
              replace: true,
              ...(introSeen ? { state: { introSeen: true } } : {}),
            })
          }
        >
          Lets do it!
        </button>
      </div>
    </section>
  );
}
