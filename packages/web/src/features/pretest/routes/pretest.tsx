import type { PretestAnswerResult, PretestQuestion } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormFailure } from '../../../components/form-parts';
import { GameFrame } from '../../../components/game-frame';
import { LoadingState } from '../../../components/loading-state';
import { QuizAnswers } from '../../../components/quiz-answer';
import { QuizProgress } from '../../../components/quiz-progress';
import { SaveAndExit } from '../../../components/save-and-exit';
import { ScreenState } from '../../../components/screen-state';
import { failureMessage, gameKey, gamePost, useGameQuery } from '../../../lib/game-queries';
import { readSession } from '../../../lib/session';
import { startWeekAndStore } from '../../../lib/start-week';
import '../../../components/quiz-screen.css';

// The money check before week 1 (issue 33): twelve questions, one at a time, untimed and never
// marked here (it measures what the player knows before the game; the end quiz asks the same
// questions, and the end of the game shows both scores). Answers are kept on the server as they
// are given, so a player who leaves comes back to the question they were on.

const PRETEST_PATH = '/api/i/pretest';

/** Once every question is answered: week 1 starts and the player goes on to the game. */
function OnToWeekOne() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    const { GameInstanceID, PlayerName, Theme } = readSession();
    if (!GameInstanceID) return;
    startWeekAndStore(GameInstanceID, PlayerName ?? '', Theme).then(
      (route) => void navigate(route, { replace: true }),
      (error: unknown) => setFailure(failureMessage(error)),
    );
  }, [navigate]);
  return failure ? <FormFailure message={failure} /> : <LoadingState label="Opening week 1…" />;
}

function Question({ question }: { question: PretestQuestion }) {
  const client = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const titleId = useId();
  const last = question.Index === question.Total;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || sending) return;
    setSending(true);
    setFailure(undefined);
    try {
      await gamePost<PretestAnswerResult>('/api/i/pretest/submit', {
        QuestionID: question.ID,
        OptionID: chosen,
      });
      setChosen(null);
      await client.invalidateQueries({ queryKey: gameKey(PRETEST_PATH) });
    } catch (error) {
      setFailure(failureMessage(error));
    }
    setSending(false);
  };
  return (
    <section className="quiz-screen" aria-labelledby={titleId}>
      <p className="kicker">Before week 1</p>
      <h1 id={titleId} className="quiz-screen__title" tabIndex={-1}>
        Money check
      </h1>
      {question.Index === 1 ? (
        <p>
          {question.Total} quick questions on what you know about money now. Answer what you think:
          there’s no clock and nothing to win or lose. The same questions come back at the end of
          the game, so you can see what you learned.
        </p>
      ) : null}
      <form className="quiz-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="quiz-form__answers" disabled={sending}>
          <legend className="quiz-form__question">{question.Name}</legend>
          <QuizAnswers
            group="check-answer"
            choices={question.Options.map((option) => ({ id: option.ID, text: option.Name }))}
            chosen={chosen}
            onChoose={setChosen}
          />
        </fieldset>
        <FormFailure message={failure} />
        <div className="eow-actions">
          <button
            type="submit"
            className="button"
            disabled={!chosen || sending}
            aria-busy={sending}
          >
            {last ? 'FINISH' : 'NEXT'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** /pretest: the money check, a question at a time, then on to week 1. */
export function PretestPage() {
  const [signedIn] = useState(() => Boolean(readSession().GameInstanceID));
  const read = useGameQuery<PretestQuestion | null>(PRETEST_PATH, {}, { retry: false });
  if (!signedIn) return <Navigate to="/timeout" replace />;
  const question = read.data;
  return (
    <GameFrame
      bar={
        <>
          {question ? (
            <QuizProgress
              label="MONEY CHECK"
              index={question.Index}
              total={question.Total}
              value={question.Index - 1}
            />
          ) : null}
          <SaveAndExit />
        </>
      }
    >
      <ScreenState read={read} data={read.isSuccess ? { question } : undefined}>
        {({ question: shown }) =>
          shown ? <Question key={shown.ID} question={shown} /> : <OnToWeekOne />
        }
      </ScreenState>
    </GameFrame>
  );
}
