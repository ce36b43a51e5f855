import type { Article } from '@mc/contract';
import { Archive, BookOpen } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { useGameOver } from '../../../lib/game-over';
import { useQuizRequirement } from '../api/get-quiz-requirement';
import { ArticleHeader } from '../components/article-header';
import { RequiredNote } from '../components/required-note';
import { ThisWeek } from '../components/this-week';
import { ARCHIVE_PATH, ARTICLE_PATH, FINANCE_WEEKLY_ACCENT } from '../paths';
import '../finance-weekly.css';

/** This week's article as the front page shows it: picture, title, preview, READ THE ARTICLE. */
function ArticleCard({ article }: { article: Article }) {
  const titleId = useId();
  return (
    <article className="card fw-front" aria-labelledby={titleId}>
      <ArticleHeader header={article.Header} />
      <p className="fw-kicker">This week · Week {article.Week}</p>
      <h2 id={titleId} className="fw-front__title">
        {article.Title}
      </h2>
      <p className="fw-front__preview">{article.PreviewText}</p>
      <Link className="button button--block" to={ARTICLE_PATH}>
        <BookOpen aria-hidden="true" size={20} />
        READ THE ARTICLE
      </Link>
    </article>
  );
}

function PastArticlesLink() {
  return (
    <Link className="button button--secondary button--block" to={ARCHIVE_PATH}>
      <Archive aria-hidden="true" size={20} />
      PAST ARTICLES
    </Link>
  );
}

/**
 * Finance Weekly's front page (/financeweekly, spec part 2 sections 2 and 4): this week's article
 * and its quiz card, a note when the quiz must be done to finish the week, and the past articles.
 */
export function FinanceWeeklyHomePage() {
  const requirement = useQuizRequirement();
  const gameOver = useGameOver();
  const mustDo = requirement.data?.IsRequired === true && !requirement.data.IsComplete;
  return (
    <AppScreen title="Finance Weekly" accent={FINANCE_WEEKLY_ACCENT}>
      {mustDo && !gameOver ? <RequiredNote /> : null}
      <ThisWeek
        story={(article) => <ArticleCard article={article} />}
        startLabel="START THE QUIZ"
        loadingLabel="Loading this week’s Finance Weekly…"
      />
      <PastArticlesLink />
    </AppScreen>
  );
}
