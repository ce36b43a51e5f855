import { PAGE_TEXT } from '@mc/contract';
import { Link } from '../../lib/public-router';
import { PageCard } from '../../components/page-card';
import { readSession } from '../../lib/session';

export function TimeoutPage() {
  const { GameLinkID } = readSession();
  return (
    <PageCard title="Session expired">
      <p role="status">{PAGE_TEXT.timeout}</p>
      {/* Always a way back to signing in, even when this browser no longer knows the link. */}
      {GameLinkID ? (
        <p>
          <Link className="button" to={`/auth/login/${GameLinkID}`}>
            Sign in again
          </Link>
        </p>
      ) : (
        <>
          <p>To sign in again, open the game link your teacher or family organiser gave you.</p>
          <p>
            <Link className="button" to="/">
              How to sign in
            </Link>
          </p>
        </>
      )}
    </PageCard>
  );
}
