import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { LoadingState } from '../components/loading-state';
import { setSessionExpiredHandler } from '../lib/api-client';
import { PageRouter, PageRoutes, useNavigate } from '../lib/public-router';
import { PUBLIC_PAGES } from './public-pages';

const pages = PUBLIC_PAGES.map((page) => {
  const Page: ComponentType =
    'Component' in page ? page.Component : lazy(async () => ({ default: await page.load() }));
  return { path: page.path, Page };
});

/** Any other address belongs to the game, which loads its own router (see app.tsx). */
function EnterGame({ onLeave }: { onLeave: () => void }) {
  useEffect(onLeave, [onLeave]);
  return <LoadingState label="Loading the game…" />;
}

function SessionExpiry() {
  const navigate = useNavigate();
  useEffect(
    () => setSessionExpiredHandler(() => navigate('/timeout', { replace: true })),
    [navigate],
  );
  return null;
}

/** The pages outside the game, on their own small router. */
export function PublicApp({ onLeave }: { onLeave: () => void }) {
  return (
    <PageRouter>
      <SessionExpiry />
      <Suspense fallback={<LoadingState />}>
        <PageRoutes pages={pages} fallback={<EnterGame onLeave={onLeave} />} />
      </Suspense>
    </PageRouter>
  );
}
