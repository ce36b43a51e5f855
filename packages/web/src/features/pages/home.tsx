import { PageCard } from '../../components/page-card';
import { Link } from '../../lib/public-router';
import { FOUNDATION_URL } from '../../lib/config';

export function HomePage() {
  return (
    <PageCard title="Welcome to the Money Challenge">
      <p>
        Run your own life for half a year, one week at a time: get paid, pay the bills, dodge the
        scams and watch your net position grow.
      </p>
      <p>
        To play, open the game link your teacher or family organiser gave you. It looks like
        <code className="inline-code">/auth/login/…</code>
      </p>
      <p>
        <Link className="button button--block" to="/join">
          I have a class code
        </Link>
      </p>
      <p>
        <a className="button button--secondary" href={FOUNDATION_URL} rel="noopener">
          Learn more about the Money Challenge
        </a>
      </p>
    </PageCard>
  );
}
