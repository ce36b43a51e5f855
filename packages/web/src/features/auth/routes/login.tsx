import { offlinePath } from '../../../lib/offline-path';
import { TIMINGS_MS } from '@mc/contract';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from '../../../lib/public-router';
import { PageCard } from '../../../components/page-card';
import { updateSession } from '../../../lib/session';
import { useGameLink } from '../api/get-game-link';
import { LoginForm } from '../components/login-form';
import { Splash } from '../components/splash';

/** /auth/login/{gamelinkid}: reads the link (no token), shows the splash, then the sign-in form. */
export function LoginPage() {
  const { gamelinkid } = useParams();
  const link = useGameLink(gamelinkid);
  const [splashDone, setSplashDone] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSplashDone(true), TIMINGS_MS.splash);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (link.data?.IsGameActive)
      updateSession({
        GameLinkID: link.data.GameLinkID,
        GameID: link.data.GameID,
        Theme: link.data.Theme,
      });
  }, [link.data]);

  if (!gamelinkid || link.isError) {
    return (
      <PageCard title="Game link ID not found">
        <p role="alert">
          Check the link you were given and try again, or ask your teacher for a new one.
        </p>
      </PageCard>
    );
  }
  if (link.data && !link.data.IsGameActive)
    return <Navigate to={offlinePath(link.data.HasTeacher)} replace />;
  if (!link.data || !splashDone)
    return <Splash groupName={link.data?.GroupName} totalWeeks={link.data?.TotalWeeks} />;
  return <LoginForm link={link.data} />;
}
