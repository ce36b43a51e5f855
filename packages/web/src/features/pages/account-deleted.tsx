import { MY_DATA_MESSAGES } from '@mc/contract';
import { PageCard } from '../../components/page-card';
import { Link } from '../../lib/public-router';

/**
 * /account-deleted: where a player lands once their account is gone (decision 030). A page
 * outside the game: the browser no longer holds a sign-in, so it says so and leads home.
 */
export function AccountDeletedPage() {
  return (
    <PageCard title="Your account has been deleted">
      <p role="status">{MY_DATA_MESSAGES.deleted}</p>
      <p>
        You have been signed out, and your games are off every leaderboard. To play again, join a
        class with its game link or class code: you&apos;ll start with a new account.
      </p>
      <p>
        <Link className="button" to="/">
          Go to the home page
        </Link>
      </p>
    </PageCard>
  );
}
