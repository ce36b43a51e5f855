import type { Article } from '@mc/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ScreenState } from '../../../components/screen-state';
import { useArchive } from '../api/get-archive';
import { archiveArticlePath } from '../paths';
import '../finance-weekly.css';
import { NewsScreen } from '../components/news-screen';

const newestFirst = (articles: readonly Article[]) => [...articles].sort((a, b) => b.Week - a.Week);

/**
 * The past weeks' articles (/financeweekly/archive, spec part 2 section 2), newest first, each
 * opening to read again (without its quiz).
 */
export function ArchivePage() {
  const archive = useArchive();
  return (
    <NewsScreen>
      <h2 className="fw-section-title">Past articles</h2>
      <ScreenState
        read={archive}
        data={archive.data}
        loadingLabel="Loading past articles…"
        isEmpty={(articles) => articles.length === 0}
        empty="No past articles yet"
      >
        {(articles) => (
          <ul className="list fw-archive" aria-label="Past articles, newest first">
            {newestFirst(articles).map((article) => (
              <li key={article.ID}>
                <Link className="list__item fw-archive__item" to={archiveArticlePath(article.ID)}>
                  <span className="fw-archive__text">
                    <span className="fw-kicker">Week {article.Week}</span>
                    <strong className="fw-archive__title">{article.Title}</strong>
                    <span className="fw-archive__preview">{article.PreviewText}</span>
                  </span>
                  <ChevronRight aria-hidden="true" size={20} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ScreenState>
    </NewsScreen>
  );
}
