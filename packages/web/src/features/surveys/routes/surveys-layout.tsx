import type { SurveyQuestion } from '@mc/contract';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { GameFrame } from '../../../components/game-frame';
import { QuizProgress } from '../../../components/quiz-progress';
import { readSession } from '../../../lib/session';
import { SaveAndExit } from '../../../components/save-and-exit';
import { useLayout } from '../../../lib/use-layout';
import { useLastSurveyQuestion } from '../api/get-survey-question';
import '../../../components/quiz-screen.css';
import '../surveys.css';

/** QUIZ PROGRESS: the question the player is on, of all of them (quiz and survey). */
function SurveyProgress({ question }: { question: SurveyQuestion | undefined }) {
  // The last question read stays on the bar while the next one loads (the cache is reset then).
  const [shown, setShown] = useState(question);
  if (question && question !== shown) setShown(question);
  if (!shown) return null;
  return (
    <QuizProgress
      label="QUIZ PROGRESS"
      index={shown.CurrentQuestionIndex}
      total={shown.TotalQuestionCount}
    />
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
      <SurveyProgress question={question.data} />
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
