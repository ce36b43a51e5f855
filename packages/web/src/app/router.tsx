import { useEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../lib/lazy-screen';
import { gameRoutes } from './game-routes';
import { PUBLIC_PAGES } from './public-pages';

// Routes mirror spec part 1 section 2 one to one. This is the game's router: the signed-in pages
// and the game, each split into its own chunks. The pages outside the game have a router of their
// own (public-app.tsx); reaching one of their addresses hands the page back to it.

function LeaveGame({ onLeave }: { onLeave: () => void }) {
  useEffect(onLeave, [onLeave]);
  return null;
}

export const gameAppRoutes = (onLeave: () => void): RouteObject[] => [
  ...PUBLIC_PAGES.map(({ path }) => ({ path, element: <LeaveGame onLeave={onLeave} /> })),
  // The teacher's pages have their own router (app.tsx).
  { path: '/teacher/*', element: <LeaveGame onLeave={onLeave} /> },
  lazyScreen(
    '/auth/game',
    () => import('../features/game-select/routes/game-select'),
    'GameSelectPage',
  ),
  lazyScreen('/auth/family', () => import('../features/family/routes/family'), 'FamilyPage'),
  lazyScreen(
    '/auth/family/editsurname',
    () => import('../features/family/routes/edit-surname'),
    'EditSurnamePage',
  ),
  lazyScreen(
    '/auth/family/addfamilymember',
    () => import('../features/family/routes/add-family-member'),
    'AddFamilyMemberPage',
  ),
  lazyScreen(
    '/auth/family/editfamilymember',
    () => import('../features/family/routes/edit-family-member'),
    'EditFamilyMemberPage',
  ),
  lazyScreen(
    '/auth/family/leaderboard',
    () => import('../features/family/routes/leaderboard'),
    'LeaderboardPage',
  ),
  ...gameRoutes,
  // "Unknown addresses go to /" (spec part 1, section 2).
  { path: '*', element: <Navigate to="/" replace /> },
];

export const createRouter = (onLeave: () => void) => createBrowserRouter(gameAppRoutes(onLeave));
