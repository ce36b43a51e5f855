import type { Article, Quiz } from '@mc/contract';
import type { ReactNode } from 'react';
import { allReads, ScreenState } from '../../../components/screen-state';
import { useGameOver } from '../../../lib/game-over';
import { useArticle } from '../api/get-article';
import { useQuiz } from '../api/get-quiz';
import { isNoArticle } from '../lib/no-article';
import { QuizCard } from './quiz-card';

/**
 * This week's article, shown by `story` (the front page's card or the whole article), then its
 * quiz card; 'There is no article this week.' in a week without one.
 */
export function ThisWeek({
  story,
  startLabel,
  loadingLabel,
}: {
  story: (article: Article) => ReactNode;
  startLabel: string;
  loadingLabel: string;
}) {
  const article = useArticle();
  const quiz = useQuiz();
  const gameOver = useGameOver();
  if (isNoArticle(article.error))
    return <p className="empty-state">There is no article this week.</p>;
  return (
    <ScreenState
      read={allReads(article, quiz)}
      data={
        article.data && quiz.data !== undefined
          ? { article: article.data, quiz: quiz.data }
          : undefined
      }
      loadingLabel={loadingLabel}
    >
      {(shown: { article: Article; quiz: Quiz | null }) => (
        <>
          {story(shown.article)}
          <QuizCard
            article={shown.article}
            quiz={shown.quiz}
            startLabel={startLabel}
            canTake={!gameOver}
          />
        </>
      )}
    </ScreenState>
  );
}
