import { Navigate, type RouteObject } from 'react-router';
import { lazyComponent, lazyScreen } from '../../lib/lazy-screen';

// The Weekly Planner under /app/dashboard (spec part 2 section 2): /weeklyplanner holds the tabs
// MY BUDGET (the default) and DIARY, each a route of its own inside one frame, so the tabs keep
// focus as they change; the diary's past entries are screens of their own.
export const routes: RouteObject[] = [
  {
    path: 'weeklyplanner',
    lazy: lazyComponent(() => import('./routes/planner-layout'), 'PlannerLayout'),
    children: [
      { index: true, element: <Navigate to="mybudget" replace /> },
      lazyScreen('mybudget', () => import('./routes/my-budget'), 'MyBudgetPage'),
      lazyScreen('diary', () => import('./routes/diary'), 'DiaryPage'),
    ],
  },
  lazyScreen('weeklyplanner/archive', () => import('./routes/archive'), 'ArchivePage'),
  lazyScreen(
    'weeklyplanner/archive/view',
    () => import('./routes/archive-view'),
    'ArchiveViewPage',
  ),
];
