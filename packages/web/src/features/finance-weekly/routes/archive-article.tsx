import { Navigate, useSearchParams } from 'react-router';
import { ScreenState } from '../../../components/screen-state';
import { useArchive } from '../api/get-archive';
import { ArticleView } from '../components/article-view';
import { ARCHIVE_PATH } from '../paths';
import '../finance-weekly.css';
import { NewsScreen } from '../components/news-screen';

/**
 * A past article, read only (/financeweekly/archive/article?id=ID): the article as it was, with
 * no quiz (a past week's quiz cannot be taken). An article not in the archive goes back to it.
 */
export function ArchiveArticlePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const archive = useArchive();
  const article = archive.data?.find((past) => past.ID === id);
  if (archive.data && !article) return <Navigate to={ARCHIVE_PATH} replace />;
  return (
    <NewsScreen backTo={ARCHIVE_PATH} backLabel="Archive">
      <ScreenState read={archive} data={article} loadingLabel="Opening the article…">
        {(shown) => <ArticleView article={shown} />}
      </ScreenState>
    </NewsScreen>
  );
}
