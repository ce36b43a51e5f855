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
      <WeekList
        heading="Past articles"
        headingClassName="fw-section-title"
        read={archive}
        empty="No past articles yet"
        entry={(article) => ({
          to: archiveArticlePath(article.ID),
          title: article.Title,
          detail: article.PreviewText,
        })}
        titleClassName="fw-archive__title"
      />
    </NewsScreen>
  );
}
