import { useEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
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
  {
    path: '/auth/game',
    lazy: async () => ({
      Component: (await import('../features/game-select/routes/game-select')).GameSelectPage,
    }),
  },
  {
    path: '/auth/family',
    lazy: async () => ({
      Component: (await import('../features/family/routes/family')).FamilyPage,
    }),
  },
  {
    path: '/auth/family/editsurname',
    lazy: async () => ({
      Component: (await import('../features/family/routes/edit-surname')).EditSurnamePage,
    }),
  },
  {
    path: '/auth/family/addfamilymember',
    lazy: async () => ({
      Component: (await import('../features/family/routes/add-family-member')).AddFamilyMemberPage,
    }),
  },
  {
    path: '/auth/family/editfamilymember',
    lazy: async () => ({
      Component: (await import('../features/family/routes/edit-family-member'))
        .EditFamilyMemberPage,
    }),
  },
  {
    path: '/auth/family/leaderboard',
    lazy: async () => ({
      Component: (await import('../features/family/routes/leaderboard')).LeaderboardPage,
    }),
  },
  ...gameRoutes,
  // "Unknown addresses go to /" (spec part 1, section 2).
  { path: '*', element: <Navigate to="/" replace /> },
];

export const createRouter = (onLeave: () => void) => createBrowserRouter(gameAppRoutes(onLeave));
