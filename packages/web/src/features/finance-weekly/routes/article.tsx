import type { Article, Quiz } from '@mc/contract';
import { AppScreen } from '../../../components/app-screen';
import { allReads, ScreenState } from '../../../components/screen-state';
import { useGameOver } from '../../../lib/game-over';
import { useArticle } from '../api/get-article';
import { useQuiz } from '../api/get-quiz';
import { ArticleView } from '../components/article-view';
import { QuizCard } from '../components/quiz-card';
import { isNoArticle } from '../lib/no-article';
import { FINANCE_WEEKLY_ACCENT, FINANCE_WEEKLY_PATH } from '../paths';
import '../finance-weekly.css';

/**
 * This week's article (/financeweekly/article, spec part 2 sections 2 and 3), then its quiz:
 * TAKE THE QUIZ, or where the player is with it.
 */
export function ArticlePage() {
  const article = useArticle();
  const quiz = useQuiz();
  const gameOver = useGameOver();
  return (
    <AppScreen
      title="Finance Weekly"
      backTo={FINANCE_WEEKLY_PATH}
      backLabel="News"
      accent={FINANCE_WEEKLY_ACCENT}
    >
      {isNoArticle(article.error) ? (
        <p className="empty-state">There is no article this week.</p>
      ) : (
        <ScreenState
          read={allReads(article, quiz)}
          data={
            article.data && quiz.data !== undefined
              ? { article: article.data, quiz: quiz.data }
              : undefined
          }
          loadingLabel="Opening the article…"
        >
          {(shown: { article: Article; quiz: Quiz | null }) => (
            <>
              <ArticleView article={shown.article} />
              <QuizCard
                article={shown.article}
                quiz={shown.quiz}
                startLabel="TAKE THE QUIZ"
                canTake={!gameOver}
              />
            </>
          )}
        </ScreenState>
      )}
    </AppScreen>
  );
}
