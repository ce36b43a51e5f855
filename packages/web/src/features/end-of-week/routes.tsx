import { Navigate, type RouteObject } from 'react-router';

// /end-of-week/...: finish the week, the bonus question, its feedback, the summary and the start
// of the next week (spec part 1 sections 2 and 4). Paths are relative to /end-of-week.

export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="end" replace /> },
  { path: 'end', lazy: async () => ({ Component: (await import('./routes/end')).EndPage }) },
  {
    path: 'question',
    lazy: async () => ({ Component: (await import('./routes/question')).QuestionPage }),
  },
  {
    path: 'feedback-correct',
    lazy: async () => ({
      Component: (await import('./routes/feedback-correct')).FeedbackCorrectPage,
    }),
  },
  {
    path: 'feedback-incorrect',
    lazy: async () => ({
      Component: (await import('./routes/feedback-incorrect')).FeedbackIncorrectPage,
    }),
  },
  {
    path: 'summary',
    lazy: async () => ({ Component: (await import('./routes/summary')).SummaryPage }),
  },
  { path: 'start', lazy: async () => ({ Component: (await import('./routes/start')).StartPage }) },
];
