import { useEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazyComponent, lazyScreen } from '../../lib/lazy-screen';
import { CLASSES_PATH } from './paths';
import { TeacherLayout } from './components/teacher-layout';

// The teacher's pages under /teacher, each screen its own lazily loaded file: the sign-in and
// the forgotten password outside, my classes, a class, its weekly guide and a student inside the
// signed-in layout.

function LeaveTeacher({ onLeave }: { onLeave: () => void }) {
  useEffect(onLeave, [onLeave]);
  return null;
}

export const teacherRoutes = (onLeave: () => void): RouteObject[] => [
  {
    path: '/teacher',
    children: [
      {
        index: true,
        lazy: lazyComponent(() => import('./routes/sign-in'), 'SignInPage'),
      },
      lazyScreen('forgot-password', () => import('./routes/forgot-password'), 'ForgotPasswordPage'),
      {
        Component: TeacherLayout,
        children: [
          lazyScreen('classes', () => import('./routes/classes'), 'ClassesPage'),
          lazyScreen('classes/:GameLinkID', () => import('./routes/class-view'), 'ClassViewPage'),
          lazyScreen('classes/:GameLinkID/guide', () => import('./routes/guide'), 'GuidePage'),
          lazyScreen('students/:GameInstanceID', () => import('./routes/student'), 'StudentPage'),
        ],
      },
      { path: '*', element: <Navigate to={CLASSES_PATH} replace /> },
    ],
  },
  { path: '*', element: <LeaveTeacher onLeave={onLeave} /> },
];

export const createTeacherRouter = (onLeave: () => void) =>
  createBrowserRouter(teacherRoutes(onLeave));
