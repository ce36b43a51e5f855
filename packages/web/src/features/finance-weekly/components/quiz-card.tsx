import type { Article, Quiz } from '@mc/contract';
import { CircleCheck, Flag, PencilLine } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { currentPosition } from '../lib/quiz-screen';
import { ANSWER_THE_REST, ANSWER_THE_REST_NOTE, outcomeText } from '../lib/quiz-words';
import { QUIZ_PATH } from '../paths';

interface QuizCardProps {
  article: Article;
  /** This week's quiz; null before it is created. */
  quiz: Quiz | null;
  /** START THE QUIZ on the home screen, TAKE THE QUIZ under the article. */
  startLabel: string;
  /** False once the game is over: what happened still shows, nothing can be started. */
  canTake: boolean;
}

/**
 * The week's quiz and where the player is with it (spec part 2 section 4): not started (START),
 * in progress (CONTINUE, on question N of M), complete with its score and cash, or ended early
 * (a required one with ANSWER THE REST: its questions still need answering, for no cash).
 */
export function QuizCard({ article, quiz, startLabel, canTake }: QuizCardProps) {
  const headingId = useId();
  const status = quiz?.Status ?? 'created';
  const done = status === 'completed' || status === 'ended';
  return (
    <section className="card fw-quiz-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="fw-quiz-card__title">
        <PencilLine aria-hidden="true" size={20} />
        {article.QuizTitle}
      </h2>
      {quiz && done ? (
        <>
          <p className={`fw-quiz-card__outcome fw-quiz-card__outcome--${status}`}>
            {status === 'completed' ? (
              <CircleCheck aria-hidden="true" size={20} />
            ) : (
              <Flag aria-hidden="true" size={20} />
            )}
            <span>{outcomeText(quiz)}</span>
          </p>
          {quiz.CanResume && canTake ? (
            <>
              <p className="fw-quiz-card__note">{ANSWER_THE_REST_NOTE}</p>
              <Link className="button button--block" to={QUIZ_PATH}>
                {ANSWER_THE_REST}
              </Link>
            </>
          ) : null}
        </>
      ) : !quiz && article.IsQuizComplete ? (
        <p className="fw-quiz-card__outcome fw-quiz-card__outcome--completed">
          <CircleCheck aria-hidden="true" size={20} />
          <span>Quiz complete.</span>
        </p>
      ) : quiz && status === 'started' ? (
        <>
          <p className="fw-quiz-card__note">
            You’re on question {currentPosition(quiz) + 1} of {quiz.Questions.length}.
          </p>
          {canTake ? (
            <Link className="button button--block" to={QUIZ_PATH}>
              CONTINUE THE QUIZ
            </Link>
          ) : null}
        </>
      ) : (
        <>
          <p className="fw-quiz-card__note">
            Answer questions on this week’s article. Every right answer earns cash for My Cash.
          </p>
          {canTake ? (
            <Link className="button button--block" to={QUIZ_PATH}>
              {startLabel}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}
