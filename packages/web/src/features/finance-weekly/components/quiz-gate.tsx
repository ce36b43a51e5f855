import type { Quiz } from '@mc/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { useQuiz } from '../api/get-quiz';
import { quizScreenPath, samePath } from '../lib/quiz-screen';
import { NewsScreen } from './news-screen';

/**
 * Every quiz screen reads this week's quiz and shows itself only if it is the screen the quiz is
 * on; otherwise it goes there (replacing the address, so Back leaves the quiz). This is also how
 * the quiz moves on: a command's answer updates the quiz, and the screen it now belongs on opens.
 */
export function QuizGate({ children }: { children: (quiz: Quiz) => ReactNode }) {
  const quiz = useQuiz();
  const { pathname } = useLocation();
  if (quiz.data !== undefined) {
    const target = quizScreenPath(quiz.data);
    if (!samePath(target, pathname)) return <Navigate to={target} replace />;
    if (quiz.data) return <>{children(quiz.data)}</>;
  }
  return (
    <NewsScreen>
      {quiz.error ? (
        <LoadFailure error={quiz.error} onRetry={() => void quiz.refetch()} />
      ) : (
        <LoadingState label="Opening your quiz…" />
      )}
    </NewsScreen>
  );
}
