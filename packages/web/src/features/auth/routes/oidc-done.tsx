import { OIDC_FAILURES, type GameLinkPublic } from '@mc/contract';
import { useEffect, useRef, useState } from 'react';
import { PageCard } from '../../../components/page-card';
import { refusalWords } from '../../../lib/api-client';
import { Link, useNavigate, useSearchParams } from '../../../lib/public-router';
import { readSession, updateSession } from '../../../lib/session';
import { saveTeacherSession } from '../../../lib/teacher-session';
import { getGameLink } from '../api/get-game-link';
import { enterGameLink } from '../api/game-links';
import { tradeHandoff } from '../../../lib/school-sign-in';
import { YearOfBirthForm } from '../components/year-of-birth-form';

const CLASSES_PATH = '/teacher/classes';

/** The words for a failed sign-in, with the provider's name in them. */
function failureWords(reason: string, provider: string): string {
  const words = OIDC_FAILURES[reason] ?? OIDC_FAILURES['not-verified']!;
  return words.replaceAll('{provider}', provider || 'your school account');
}

/**
 * /auth/oidc/done (issue 31): where the server sends the browser back from a school account's
 * sign-in. With a one-time code it trades it for the token and carries on as a password sign-in
 * does (the link joined, then game select or the family's screen; a teacher's classes); with a
 * reason, it says what went wrong and how to try again.
 */
export function OidcDonePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const [failure, setFailure] = useState<string | null>(
    // No code and no reason: the page was reloaded or gone back to after its code was spent.
    code ? null : failureWords(params.get('error') ?? 'expired', params.get('provider') ?? ''),
  );
  const started = useRef(false);
  const [asking, setAsking] = useState<GameLinkPublic | null>(null);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    // The code is spent at once; it leaves the address bar so a reload does not try it again.
    window.history.replaceState(null, '', window.location.pathname);
    void (async () => {
      try {
        const signedIn = await tradeHandoff(code);
        if (signedIn.Role === 'teacher') {
          saveTeacherSession({ Token: signedIn.access_token, Name: signedIn.name });
          navigate(CLASSES_PATH, { replace: true });
          return;
        }
        updateSession({
          Token: signedIn.access_token,
          PlayerName: signedIn.name,
          UserID: signedIn.useId,
          PlayerID: signedIn.playerId,
        });
        if (!signedIn.GameLinkID) {
          setFailure('You are signed in. Open the game link your teacher gave you to play.');
          return;
        }
        const link = await getGameLink(signedIn.GameLinkID);
        if (signedIn.AskYOB) setAsking(link);
        else navigate(await enterGameLink(link), { replace: true });
      } catch (error) {
        setFailure(refusalWords(error, 'Sign-in failed. Please try again.'));
      }
    })();
  }, [code, navigate]);

  const gameLinkId = params.get('link') ?? readSession().GameLinkID;
  const back =
    params.get('role') === 'teacher'
      ? { to: '/teacher', label: 'Back to the teacher sign-in' }
      : gameLinkId
        ? { to: `/auth/login/${gameLinkId}`, label: 'Back to sign in' }
        : { to: '/join', label: 'Back to joining your class' };
  if (failure)
    return (
      <PageCard title="Not signed in">
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
        <nav className="page-card__links" aria-label="Account">
          <Link to={back.to}>{back.label}</Link>
        </nav>
      </PageCard>
    );
  if (asking)
    return (
      <PageCard title="Your year of birth">
        <YearOfBirthForm
          theme={asking.Theme}
          onSaved={() =>
            enterGameLink(asking).then(
              (to) => navigate(to, { replace: true }),
              (error: unknown) =>
                setFailure(refusalWords(error, 'Sign-in failed. Please try again.')),
            )
          }
        />
      </PageCard>
    );
  return (
    <PageCard title="Signing you in…">
      <p role="status">Just a moment while we finish signing you in.</p>
    </PageCard>
  );
}
