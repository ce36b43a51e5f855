import { WeekList } from '../../../components/week-list';
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
      <WeekList
        read={archive}
        loadingLabel="Loading past articles…"
        empty="No past articles yet"
        label="Past articles, newest first"
        to={(article) => archiveArticlePath(article.ID)}
        title={(article) => article.Title}
        detail={(article) => article.PreviewText}
        titleClassName="fw-archive__title"
      />
    </NewsScreen>
  );
}
