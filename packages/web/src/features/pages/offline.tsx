import { PAGE_TEXT } from '@mc/contract';
import { useSearchParams } from '../../lib/public-router';
import { PageCard } from '../../components/page-card';
import { FOUNDATION_URL } from '../../lib/config';

export function OfflinePage() {
  const [search] = useSearchParams();
  // A teacher closed the class for now: it opens again, so no "final leaderboard".
  if (search.get('class') === 'closed')
    return (
      <PageCard title={PAGE_TEXT.classClosedTitle}>
        <p>{PAGE_TEXT.classClosedBody}</p>
      </PageCard>
    );
  return (
    <PageCard title={PAGE_TEXT.offlineTitle}>
      <p>{PAGE_TEXT.offlineBody}</p>
      <p>
        Thanks for playing! The final leaderboard, news and updates are on the foundation's website.
      </p>
      <p>
        <a className="button button--secondary" href={FOUNDATION_URL} rel="noopener">
          Visit the website
        </a>
      </p>
    </PageCard>
  );
}
