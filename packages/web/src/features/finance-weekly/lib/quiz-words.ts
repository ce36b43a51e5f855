import type { Quiz, QuizSummary } from '@mc/contract';
import { balanceText } from '../../../lib/money-display';

// What the player reads about a quiz's outcome, in the same words on every screen.

/** The quiz's Summary; a finished quiz without one (never expected) counts what it has so far. */
export const summaryOf = (quiz: Quiz): QuizSummary =>
  quiz.Summary ?? {
    NumCorrect: quiz.ScoreActual,
    TotalQuestions: quiz.Questions.length,
    Money: quiz.ScoreReward,
  };

/** 'Quiz complete: 3 of 4 right, $1.50 earned.' or, quit early, 'You ended this quiz early: …'. */
export function outcomeText(quiz: Quiz): string {
  const { NumCorrect, TotalQuestions, Money } = summaryOf(quiz);
  const score = `${NumCorrect} of ${TotalQuestions} right, ${balanceText(Money)} earned`;
  return quiz.Status === 'ended'
    ? `You ended this quiz early: ${score}.`
    : `Quiz complete: ${score}.`;
}

/** Under a required quiz ended early: what is still to do, and that it pays nothing now. */
export const ANSWER_THE_REST_NOTE =
  'This week’s quiz is required, so its questions still need answering to finish the week. They won’t earn cash now.';

/** The button that takes up a required quiz ended early. */
export const ANSWER_THE_REST = 'ANSWER THE REST';

/** 'You got 3 of 4 right' */
export const scoreText = (summary: QuizSummary) =>
  `You got ${summary.NumCorrect} of ${summary.TotalQuestions} right`;
