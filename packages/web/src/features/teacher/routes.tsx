import { useEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CLASSES_PATH } from './paths';
import { TeacherLayout } from './components/teacher-layout';

// The teacher's pages under /teacher, each screen its own lazily loaded file: the sign-in and
// the forgotten password outside, my classes, a class and a student inside the signed-in layout.

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
        lazy: async () => ({ Component: (await import('./routes/sign-in')).SignInPage }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('./routes/forgot-password')).ForgotPasswordPage,
        }),
      },
      {
        Component: TeacherLayout,
        children: [
          {
            path: 'classes',
            lazy: async () => ({ Component: (await import('./routes/classes')).ClassesPage }),
          },
          {
            path: 'classes/:GameLinkID',
            lazy: async () => ({ Component: (await import('./routes/class-view')).ClassViewPage }),
          },
          {
            path: 'students/:GameInstanceID',
            lazy: async () => ({ Component: (await import('./routes/student')).StudentPage }),
          },
        ],
      },
      { path: '*', element: <Navigate to={CLASSES_PATH} replace /> },
    ],
  },
  { path: '*', element: <LeaveTeacher onLeave={onLeave} /> },
];

export const createTeacherRouter = (onLeave: () => void) =>
  createBrowserRouter(teacherRoutes(onLeave));
