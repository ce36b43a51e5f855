import { Navigate, type RouteObject } from 'react-router';

// The Weekly Planner under /app/dashboard (spec part 2 section 2): /weeklyplanner holds the tabs
// MY BUDGET (the default) and DIARY, each a route of its own inside one frame, so the tabs keep
// focus as they change; the diary's past entries are screens of their own.
export const routes: RouteObject[] = [
  {
    path: 'weeklyplanner',
    lazy: async () => ({ Component: (await import('./routes/planner-layout')).PlannerLayout }),
    children: [
      { index: true, element: <Navigate to="mybudget" replace /> },
      {
        path: 'mybudget',
        lazy: async () => ({ Component: (await import('./routes/my-budget')).MyBudgetPage }),
      },
      {
        path: 'diary',
        lazy: async () => ({ Component: (await import('./routes/diary')).DiaryPage }),
      },
    ],
  },
  {
    path: 'weeklyplanner/archive',
    lazy: async () => ({ Component: (await import('./routes/archive')).ArchivePage }),
  },
  {
    path: 'weeklyplanner/archive/view',
    lazy: async () => ({ Component: (await import('./routes/archive-view')).ArchiveViewPage }),
  },
];
