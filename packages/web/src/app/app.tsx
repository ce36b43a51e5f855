import { lazy, Suspense, useCallback, useState } from 'react';
import { LoadingState } from '../components/loading-state';
import { PublicApp } from './public-app';
import { isPublicPath } from './public-pages';

const GameApp = lazy(() => import('./game-app'));

/**
 * The pages outside the game run on a small router of their own; the first address that belongs
 * to the game (after signing in, or opened directly) loads the game's router and query cache,
 * and an address outside the game hands back again (decision 011).
 */
export function App() {
  const [inGame, setInGame] = useState(() => !isPublicPath(window.location.pathname));
  const enterGame = useCallback(() => setInGame(true), []);
  const leaveGame = useCallback(() => setInGame(false), []);
  if (!inGame) return <PublicApp onLeave={enterGame} />;
  return (
    <Suspense fallback={<LoadingState />}>
      <GameApp onLeave={leaveGame} />
    </Suspense>
  );
}
