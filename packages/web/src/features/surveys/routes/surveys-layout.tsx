import type { SurveyQuestion } from '@mc/contract';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { GameFrame } from '../../../components/game-frame';
import { readSession } from '../../../lib/session';
import { SaveAndExit } from '../../../components/save-and-exit';
import { useLayout } from '../../../lib/use-layout';
import { useLastSurveyQuestion } from '../api/get-survey-question';
import '../../../components/quiz-screen.css';
import '../surveys.css';

/** QUIZ PROGRESS: the question the player is on, of all of them (quiz and survey). */
function QuizProgress({ question }: { question: SurveyQuestion | undefined }) {
  // The last question read stays on the bar while the next one loads (the cache is reset then).
  const [shown, setShown] = useState(question);
  if (question && question !== shown) setShown(question);
  if (!shown) return null;
  const { CurrentQuestionIndex: index, TotalQuestionCount: total } = shown;
  return (
    <div className="quiz-progress">
      <label className="quiz-progress__label" htmlFor="quiz-progress">
        QUIZ PROGRESS
      </label>
      <progress
        id="quiz-progress"
        className="quiz-progress__bar"
        max={total}
        value={index}
        aria-valuetext={`Question ${index} of ${total}`}
      />
      <span className="quiz-progress__count" aria-hidden="true">
        {index}/{total}
      </span>
    </div>
  );
}

/**
 * /surveys: the end quiz and survey in a full-screen frame (spec part 2 section 2), with the QUIZ
 * PROGRESS bar and, on large screens, SAVE AND LOG OUT: the answers so far are kept on the
 * server, and signing in again comes back to the question the player is on.
 */
export function SurveysLayout() {
  // Read once: the session is what the player arrived with.
  const [signedIn] = useState(() => {
    const { Token, GameInstanceID } = readSession();
    return Boolean(Token && GameInstanceID);
  });
  const layout = useLayout();
  const question = useLastSurveyQuestion();
  if (!signedIn) return <Navigate to="/timeout" replace />;

  const bar = (
    <div className="surveys-bar">
      <QuizProgress question={question.data} />
      {layout === 'desktop' ? (
        <SaveAndExit className="surveys-bar__logout" label="SAVE AND LOG OUT" busyLabel="SAVING…" />
      ) : null}
    </div>
  );
  return (
    <GameFrame bar={bar}>
      <Outlet />
    </GameFrame>
  );
}
