import { ArticleView } from '../components/article-view';
import { ThisWeek } from '../components/this-week';
import '../finance-weekly.css';
import { NewsScreen } from '../components/news-screen';

/**
 * This week's article (/financeweekly/article, spec part 2 sections 2 and 3), then its quiz:
 * TAKE THE QUIZ, or where the player is with it.
 */
export function ArticlePage() {
  return (
    <NewsScreen>
      <ThisWeek
        story={(article) => <ArticleView article={article} />}
        startLabel="TAKE THE QUIZ"
        loadingLabel="Opening the article…"
      />
    </NewsScreen>
  );
}
