import { WeekList } from '../../../components/week-list';
import { ScreenState } from '../../../components/screen-state';
import { useArchive } from '../api/get-archive';
import { archiveArticlePath } from '../paths';
import '../finance-weekly.css';
import { NewsScreen } from '../components/news-screen';

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
          <WeekList
            items={articles}
            label="Past articles, newest first"
            to={(article) => archiveArticlePath(article.ID)}
            title={(article) => article.Title}
            detail={(article) => article.PreviewText}
            titleClassName="fw-archive__title"
          />
        )}
      </ScreenState>
    </NewsScreen>
  );
}
