import { lazy, Suspense, useCallback, useState } from 'react';
import { LoadingState } from '../components/loading-state';
import { isTeacherPath } from '../features/teacher/paths';
import { PublicApp } from './public-app';
import { isPublicPath } from './public-pages';

const GameApp = lazy(() => import('./game-app'));
const TeacherApp = lazy(() => import('./teacher-app'));

/** Which of the three the address belongs to: the pages outside the game, the game, a teacher's. */
type Side = 'public' | 'game' | 'teacher';
const sideOf = (pathname: string): Side =>
  isTeacherPath(pathname) ? 'teacher' : isPublicPath(pathname) ? 'public' : 'game';

/**
 * The pages outside the game run on a small router of their own; the first address that belongs
 * to the game (after signing in, or opened directly) loads the game's router and query cache,
 * and the teacher's pages (/teacher) load their own, so neither weighs on a player's first
 * screen (decision 011). Each side hands an address that is not its own back here.
 */
export function App() {
  const [side, setSide] = useState(() => sideOf(window.location.pathname));
  const leave = useCallback(() => setSide(sideOf(window.location.pathname)), []);
  if (side === 'public') return <PublicApp onLeave={leave} />;
  return (
    <Suspense fallback={<LoadingState />}>
      {side === 'teacher' ? <TeacherApp onLeave={leave} /> : <GameApp onLeave={leave} />}
    </Suspense>
  );
}
