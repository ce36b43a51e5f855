import {
  OTHER_TEXT_MAX,
  SURVEY_MESSAGES,
  type SurveyAnswerResult,
  type SurveyQuestion,
} from '@mc/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { QuizAnswers } from '../../../components/quiz-answer';
import { StatusWord } from '../../../components/status-word';
import { ApiFailure } from '../../../lib/api-client';
import { END_OF_GAME, HAS_END_SURVEY_PATH, SURVEY_QUESTION } from '../../../lib/end-survey';
import { gameAppsKey } from '../../../lib/game-apps';
import { failureMessage, gameKey } from '../../../lib/game-queries';
import { surveyQuestionKey, useSurveyQuestion } from '../api/get-survey-question';
import { submitSurveyAnswer } from '../api/submit-survey-answer';
import { SurveyTimer } from '../components/survey-timer';
import { afterAnswerRoute, feedbackRoute, type SurveyFeedbackState } from '../lib/feedback-state';
import { money } from '../lib/money';
import { turnSurveyTimerOff } from '../api/turn-timer-off';
import { FormFailure } from '../../../components/form-parts';

/** Answers that mean the question on screen is no longer the one the player is on. */
const MOVED_ON: readonly string[] = [SURVEY_MESSAGES.wrongQuestion, SURVEY_MESSAGES.notAsked];
/** Answers that mean there is no question left to answer. */
const NOTHING_LEFT: readonly string[] = [SURVEY_MESSAGES.complete, SURVEY_MESSAGES.noSurvey];

/** An answer moves money into the Survey account and may finish the game's end: read again. */
function refreshAfterAnswer(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: gameKey('/api/i/progress') });
  void queryClient.invalidateQueries({ queryKey: gameKey(HAS_END_SURVEY_PATH) });
  void queryClient.invalidateQueries({ queryKey: gameAppsKey() });
}

/** Seconds left, counted down each second while `running`, from the server's figure. */
function useCountdown(startSeconds: number, running: boolean): number {
  const [left, setLeft] = useState(startSeconds);
  const current = useRef(startSeconds);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      current.current = Math.max(0, current.current - 1);
      setLeft(current.current);
      if (current.current === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return left;
}

function NoQuestion({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const messages = error instanceof ApiFailure ? error.messages : [];
  if (messages.some((message) => NOTHING_LEFT.includes(message)))
    return <Navigate to={END_OF_GAME} replace />;
  if (messages.includes(SURVEY_MESSAGES.notFinished))
    return <Navigate to="/app/dashboard" replace />;
  return (
    <section className="quiz-screen" aria-labelledby="survey-title">
      <h1 id="survey-title" className="quiz-screen__title" tabIndex={-1}>
        Your question
      </h1>
      <FormFailure message={failureMessage(error)} />
      <div className="survey-actions">
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    </section>
  );
}

/**
 * /surveys/question: the end quiz's and survey's questions, one at a time (spec part 2 sections 2
 * and 5). The survey's first question comes after its intro.
 */
export function QuestionPage() {
  const question = useSurveyQuestion();
  const location = useLocation();
  const introSeen = Boolean((location.state as { introSeen?: boolean } | null)?.introSeen);
  if (question.isPending) return <LoadingState label="Loading your question…" />;
  if (question.isError)
    return <NoQuestion error={question.error} onRetry={() => void question.refetch()} />;
  if (question.data.IsSurveyStart && !introSeen)
    return <Navigate to="/surveys/survey-intro" replace />;
  return <QuestionForm key={question.data.ID} question={question.data} />;
}

/** How an answer is marked once sent: words and an icon, never colour alone. */
function AnswerMark({ mark }: { mark: SurveyAnswerResult['Answers'][number] }) {
  if (mark.Status === 'none') return null;
  const right = mark.Status === 'correct';
  const words = mark.Selected
    ? `Your answer: ${right ? 'correct' : 'incorrect'}`
    : 'The right answer';
  return (
    <StatusWord good={right} size={20} className="quiz-answer__mark">
      <span>{words}</span>
    </StatusWord>
  );
}

/** What the player reads (and a screen reader hears) once the answer is marked. */
function verdict(result: SurveyAnswerResult): string {
  if (result.IsOutOfTime)
    return result.IsCorrect
      ? "Right answer, but time ran out. It's marked above."
      : 'Out of time. The right answer is marked above.';
  // The marks are on the answers, above these words.
  return result.IsCorrect ? 'Correct! Nice work.' : 'Not quite. The right answer is marked above.';
}

/** What a right answer earns: with the timer off, no time bonus is promised. */
function rewardNote(question: SurveyQuestion, timerOff: boolean): string | null {
  if (question.HasSurvey || question.Bonus <= 0) return null;
  if (!question.TimeBonus || timerOff) return `A right answer earns ${money(question.Bonus)}.`;
  return `A right answer earns ${money(question.Bonus)}, plus ${money(question.TimeBonusAmount)} for every second left.`;
}

interface Failure {
  message: string;
  /** The server has moved on: show the question the player is really on. */
  reread: boolean;
}

function QuestionForm({ question }: { question: SurveyQuestion }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const otherId = useId();
  const timed = question.TimeBonus;
  const [startSeconds] = useState(() =>
    timed ? Math.max(0, Math.min(question.TotalTime, Math.floor(question.TimeLeft))) : 0,
  );
  const [timerOff, setTimerOff] = useState(() => timed && question.IsTimerOff);
  const [optionId, setOptionId] = useState<string | null>(null);
  const [otherText, setOtherText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [result, setResult] = useState<SurveyAnswerResult | null>(null);
  const sent = useRef(false);
  const mainButton = useRef<HTMLButtonElement>(null);
  const secondsLeft = useCountdown(startSeconds, timed && !timerOff && result === null && !sending);
  const chosen = question.Options.find((option) => option.ID === optionId);
  const note = rewardNote(question, timerOff);

  // Once marked, the answers are disabled: focus goes to the way on, not to the page.
  useEffect(() => {
    if (result) mainButton.current?.focus();
  }, [result]);

  const turnTimerOff = () => {
    turnSurveyTimerOff().then(
      (updated) => setTimerOff(updated.IsTimerOff),
      (error: unknown) => setFailure({ message: failureMessage(error), reread: false }),
    );
  };

  const afterSurveyAnswer = async (answer: SurveyAnswerResult) => {
    const next = afterAnswerRoute(answer);
    if (next === END_OF_GAME) {
      await navigate(END_OF_GAME, { replace: true });
      queryClient.removeQueries({ queryKey: surveyQuestionKey() });
      return;
    }
    // The next question is read now; the navigation moves focus to its heading.
    void queryClient.resetQueries({ queryKey: surveyQuestionKey() });
    await navigate(SURVEY_QUESTION, { replace: true, state: { introSeen: true } });
  };

  const send = async () => {
    if (optionId === null || sent.current) return;
    sent.current = true;
    setSending(true);
    setFailure(null);
    try {
      const answer = await submitSurveyAnswer({
        SurveyQuestionOptionID: optionId,
        OtherText: chosen?.IsOther ? otherText.trim() || null : null,
        TimeLeft: timed && !timerOff ? secondsLeft : 0,
      });
      refreshAfterAnswer(queryClient);
      if (question.HasSurvey) {
        await afterSurveyAnswer(answer);
        return;
      }
      setResult(answer);
      setSending(false);
    } catch (error) {
      const messages = error instanceof ApiFailure ? error.messages : [];
      if (messages.includes(SURVEY_MESSAGES.complete)) {
        await navigate(END_OF_GAME, { replace: true });
        return;
      }
      sent.current = false;
      setSending(false);
      setFailure({
        message: failureMessage(error),
        reread: messages.some((message) => MOVED_ON.includes(message)),
      });
    }
  };

  const goOn = async () => {
    if (!result) return;
    const state: SurveyFeedbackState = {
      result,
      question: {
        Name: question.Name,
        CurrentQuestionIndex: question.CurrentQuestionIndex,
        TotalQuestionCount: question.TotalQuestionCount,
      },
      withoutTimer: timed && timerOff,
    };
    await navigate(feedbackRoute(result), { replace: true, state });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (result) void goOn();
    else void send();
  };

  const label = result ? 'CONTINUE' : question.IsLastQuestion ? 'COMPLETE' : 'SUBMIT';

  return (
    <section className="quiz-screen" aria-labelledby="survey-title">
      <p className="quiz-screen__kicker">
        {question.HasSurvey ? 'End of Game Survey' : 'End of game quiz'}
      </p>
      <h1 id="survey-title" className="quiz-screen__title" tabIndex={-1}>
        Question {question.CurrentQuestionIndex} of {question.TotalQuestionCount}
      </h1>
      {note ? <p className="survey-reward">{note}</p> : null}
      {timed ? (
        <SurveyTimer
          secondsLeft={secondsLeft}
          startSeconds={startSeconds}
          totalSeconds={question.TotalTime}
          off={timerOff}
          canTurnOff={result === null && !sending}
          onTurnOff={turnTimerOff}
        />
      ) : null}
      <form className="quiz-form" onSubmit={onSubmit} noValidate>
        <fieldset className="quiz-form__answers" disabled={result !== null}>
          <legend className="quiz-form__question">{question.Name}</legend>
          <QuizAnswers
            group="quiz-answer"
            choices={question.Options.map((option, index) => {
              const mark = result?.Answers[index];
              return {
                id: option.ID,
                text: option.Name,
                mark: mark && mark.Status !== 'none' ? mark.Status : undefined,
                after: mark ? <AnswerMark mark={mark} /> : null,
              };
            })}
            chosen={optionId}
            onChoose={setOptionId}
          />
        </fieldset>
        {chosen?.IsOther && !result ? (
          <div className="field quiz-form__other">
            <label className="field__label" htmlFor={otherId}>
              Tell us in your own words (optional)
            </label>
            <p className="field__hint" id={`${otherId}-hint`}>
              Up to {OTHER_TEXT_MAX} characters. {OTHER_TEXT_MAX - otherText.length} left.
            </p>
            <input
              id={otherId}
              className="field__input"
              type="text"
              maxLength={OTHER_TEXT_MAX}
              value={otherText}
              aria-describedby={`${otherId}-hint`}
              onChange={(event) => setOtherText(event.target.value)}
            />
          </div>
        ) : null}
        <p
          className={
            result
              ? `quiz-form__verdict quiz-form__verdict--${result.IsCorrect && !result.IsOutOfTime ? 'right' : 'wrong'}`
              : 'quiz-form__verdict'
          }
          role="status"
        >
          {result ? verdict(result) : ''}
        </p>
        {failure ? (
          <div className="quiz-form__failure">
            <FormFailure message={failure.message} />
            {failure.reread ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void queryClient.resetQueries({ queryKey: surveyQuestionKey() })}
              >
                Show my question
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="survey-actions">
          <button
            ref={mainButton}
            type="submit"
            className="button button--large"
            disabled={optionId === null}
            aria-disabled={sending || undefined}
          >
            {sending ? 'Sending…' : label}
          </button>
        </div>
      </form>
    </section>
  );
}
