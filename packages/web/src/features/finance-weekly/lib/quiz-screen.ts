import type { Quiz } from '@mc/contract';
import { FILL_GAP_PATH, QUIZ_PATH, questionPath, SUMMARY_PATH } from '../paths';

// Which quiz screen the player belongs on is decided by the server's quiz alone, so a reload, the
// browser's Back or a second tab always lands on the right one: no quiz yet (or not started) is
// the start, a finished quiz the summary, otherwise the current question (fill the blanks has its
// own screen, the others are numbered from 1).

/** The current question's place in the quiz, from 0 (found by its ID; the index as a fallback). */
export function currentPosition(quiz: Quiz): number {
  const found = quiz.Questions.findIndex((question) => question.ID === quiz.CurrentQuestion.ID);
  return found >= 0 ? found : Math.max(0, quiz.CurrentQuestionIndex);
}

export const isQuizOver = (quiz: Quiz) => quiz.Status === 'completed' || quiz.Status === 'ended';

/** The path of the screen for the quiz as it is. */
export function quizScreenPath(quiz: Quiz | null): string {
  if (!quiz) return QUIZ_PATH;
  switch (quiz.Status) {
    case 'created':
      return QUIZ_PATH;
    case 'completed':
    case 'ended':
      return SUMMARY_PATH;
    case 'started':
      return quiz.CurrentQuestion.QuestionType === 2
        ? FILL_GAP_PATH
        : questionPath(currentPosition(quiz) + 1);
  }
}

/** The path without a trailing slash, to compare with quizScreenPath. */
export const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
