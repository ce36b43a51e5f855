import { PAGE_TEXT } from '@mc/contract';
import { Link } from '../../lib/public-router';
import { PageCard } from '../../components/page-card';
import { readSession } from '../../lib/session';

export function TimeoutPage() {
  const { GameLinkID } = readSession();
  return (
    <PageCard title="Session expired">
      <p role="status">{PAGE_TEXT.timeout}</p>
      {GameLinkID ? (
        <p>
          <Link className="button" to={`/auth/login/${GameLinkID}`}>
            Sign in again
          </Link>
        </p>
      ) : null}
    </PageCard>
  );
}
