import {
  BONUS_MESSAGES,
  DEFAULT_BONUS_QUESTION_SECONDS,
  type BonusAnswerResult,
  type BonusQuestion,
} from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog';
import { QuizAnswers } from '../../../components/quiz-answer';
import { LoadingState } from '../../../components/loading-state';
import { TimerOffSwitch } from '../../../components/timer-off';
import { ApiFailure } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/game-queries';
import {
  answerQuestion,
  questionKey,
  turnBonusTimerOff,
  useBonusQuestion,
} from '../api/bonus-question';
import { Countdown } from '../components/countdown';
import type { FeedbackState } from '../lib/feedback-state';
import { FormFailure } from '../../../components/form-parts';

const SUMMARY = '/end-of-week/summary';

/** Failures that mean there is nothing left to answer: the player moves on to the summary. */
const DEAD_ENDS: readonly string[] = [BONUS_MESSAGES.alreadyAnswered, BONUS_MESSAGES.notGenerated];

function GoToSummary({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open
      title="Bonus question"
      acceptLabel="GO TO SUMMARY"
      declineLabel="Try again"
      onAccept={() => void navigate(SUMMARY, { replace: true })}
      onDecline={onRetry}
    >
      <p>{message}</p>
    </ConfirmDialog>
  );
}

/**
 * /end-of-week/question: the timed bonus question (spec part 1 sections 4 and 8). The player may
 * turn the timer off (WCAG 2.2.1) and answer at their own pace, for the cash reward without a time
 * bonus.
 */
export function QuestionPage() {
  const question = useBonusQuestion();
  if (question.isPending) return <LoadingState label="Loading your bonus question…" />;
  if (question.isError) {
    return (
      <section className="quiz-screen" aria-labelledby="eow-title">
        <h1 id="eow-title" className="quiz-screen__title" tabIndex={-1}>
          Bonus question
        </h1>
        <GoToSummary message={failureMessage(question.error)} />
      </section>
    );
  }
  return <QuestionForm question={question.data} />;
}

interface Failure {
  message: string;
  canRetry: boolean;
}

function QuestionForm({ question }: { question: BonusQuestion }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const totalSeconds =
    question.TotalSeconds > 0 ? question.TotalSeconds : DEFAULT_BONUS_QUESTION_SECONDS;
  // The server's count since it first sent the question (a reload does not start it again); at
  // least one second, so a question whose time ran out while away is still sent as out of time.
  const startingSeconds = Math.max(1, Math.min(totalSeconds, question.SecondsLeft ?? totalSeconds));
  const [secondsLeft, setSecondsLeft] = useState(startingSeconds);
  const [timerOff, setTimerOff] = useState(question.IsTimerOff === true);
  const [turningOff, setTurningOff] = useState(false);
  const [switchFailure, setSwitchFailure] = useState<string | null>(null);
  const [answerId, setAnswerId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const left = useRef(startingSeconds);
  const sent = useRef(false);
  const running = !timerOff && !sending && failure === null && secondsLeft > 0;

  const finish = async (result: BonusAnswerResult, skipped: boolean, outOfTime: boolean) => {
    if (skipped || result.Messages?.includes(BONUS_MESSAGES.skipped)) {
      await navigate(SUMMARY, { replace: true });
    } else {
      // The server has the last word on time: a right answer that arrived late pays nothing.
      const late = outOfTime || result.IsOutOfTime === true;
      const state: FeedbackState = { result, question, outOfTime: late };
      await navigate(
        result.AnsweredCorrectly && !late
          ? '/end-of-week/feedback-correct'
          : '/end-of-week/feedback-incorrect',
        { replace: true, state },
      );
    }
    queryClient.removeQueries({ queryKey: questionKey() });
  };

  const send = async (AnswerID: number | null, Skip: boolean, TimeRemaining: number) => {
    if (sent.current) return;
    sent.current = true;
    setSending(true);
    try {
      const result = await answerQuestion({
        QuestionID: question.ID,
        AnswerID,
        Skip,
        TimeRemaining,
      });
      await finish(result, Skip, !Skip && AnswerID === null);
    } catch (error) {
      const messages = error instanceof ApiFailure ? error.messages : [];
      if (messages.includes(BONUS_MESSAGES.skipped)) {
        await navigate(SUMMARY, { replace: true });
        return;
      }
      sent.current = false;
      setSending(false);
      setFailure({
        message: failureMessage(error),
        canRetry: !messages.some((message) => DEAD_ENDS.includes(message)),
      });
    }
  };

  // Counts down once a second; at zero the question is submitted with no answer.
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      left.current = Math.max(0, left.current - 1);
      setSecondsLeft(left.current);
      if (left.current === 0) {
        window.clearInterval(timer);
        void send(null, false, 0);
      }
    }, 1000);
    return () => window.clearInterval(timer);
    // send only reads refs and props that do not change while the timer runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);

  // Only the server turns the timer off (by its clock, while there is time): the screen asks, and
  // stops its countdown once the server says it is off.
  const turnTimerOff = () => {
    setTurningOff(true);
    setSwitchFailure(null);
    turnBonusTimerOff().then(
      (updated) => {
        setTurningOff(false);
        setTimerOff(updated.IsTimerOff);
        queryClient.setQueryData(questionKey(), updated);
      },
      (error: unknown) => {
        setTurningOff(false);
        setSwitchFailure(failureMessage(error));
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (answerId !== null) void send(answerId, false, timerOff ? 0 : left.current);
  };

  const retry = () => {
    setFailure(null);
    if (!timerOff && left.current === 0) void send(null, false, 0);
  };

  const outOfTime = !timerOff && secondsLeft === 0;

  return (
    <section className="quiz-screen" aria-labelledby="eow-title">
      <p className="quiz-screen__kicker">Bonus cash up for grabs</p>
      <h1 id="eow-title" className="quiz-screen__title" tabIndex={-1}>
        Bonus question
      </h1>
      <div className="bonus-timer">
        {timerOff ? null : (
          <>
            <Countdown secondsLeft={secondsLeft} totalSeconds={totalSeconds} />
            <p className="bonus-timer__rule">
              A right answer earns cash, plus a small time bonus for answering quickly.
            </p>
          </>
        )}
        {/* In the same place on and off, so focus can move to its note when turned off here. */}
        <TimerOffSwitch
          off={timerOff}
          canTurnOff={!sending && !turningOff && failure === null && secondsLeft > 0}
          onTurnOff={turnTimerOff}
          offNote="Timer off. Take your time: a right answer still earns the cash reward, just no time bonus."
        />
        <FormFailure message={switchFailure} />
      </div>
      <form className="quiz-form" onSubmit={onSubmit}>
        <fieldset className="quiz-form__answers" disabled={sending || outOfTime}>
          <legend className="quiz-form__question">{question.Text}</legend>
          <QuizAnswers
            group="bonus-answer"
            choices={question.Answers.map((answer) => ({ id: answer.ID, text: answer.Text }))}
            chosen={answerId}
            onChoose={setAnswerId}
          />
        </fieldset>
        <div className="eow-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void send(null, true, timerOff ? 0 : left.current)}
            disabled={sending || outOfTime}
          >
            Skip
          </button>
          <button
            type="submit"
            className="button"
            disabled={answerId === null || sending || outOfTime}
          >
            {sending ? 'Sending…' : 'SUBMIT'}
          </button>
        </div>
      </form>
      {failure ? (
        <GoToSummary message={failure.message} onRetry={failure.canRetry ? retry : undefined} />
      ) : null}
    </section>
  );
}
