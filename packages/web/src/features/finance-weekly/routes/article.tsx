import { AppScreen } from '../../../components/app-screen';
import { ArticleView } from '../components/article-view';
import { ThisWeek } from '../components/this-week';
import { FINANCE_WEEKLY_ACCENT, FINANCE_WEEKLY_PATH } from '../paths';
import '../finance-weekly.css';

/**
 * This week's article (/financeweekly/article, spec part 2 sections 2 and 3), then its quiz:
 * TAKE THE QUIZ, or where the player is with it.
 */
export function ArticlePage() {
  return (
    <AppScreen
      title="Finance Weekly"
      backTo={FINANCE_WEEKLY_PATH}
      backLabel="News"
      accent={FINANCE_WEEKLY_ACCENT}
    >
      <ThisWeek
        story={(article) => <ArticleView article={article} />}
        startLabel="TAKE THE QUIZ"
        loadingLabel="Opening the article…"
      />
    </AppScreen>
  );
}
