import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// /end-of-week/...: finish the week, the bonus question, its feedback, the summary and the start
// of the next week (spec part 1 sections 2 and 4). Paths are relative to /end-of-week.

export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="end" replace /> },
  lazyScreen('end', () => import('./routes/end'), 'EndPage'),
  lazyScreen('question', () => import('./routes/question'), 'QuestionPage'),
  lazyScreen('feedback-correct', () => import('./routes/feedback-correct'), 'FeedbackCorrectPage'),
  lazyScreen(
    'feedback-incorrect',
    () => import('./routes/feedback-incorrect'),
    'FeedbackIncorrectPage',
  ),
  lazyScreen('summary', () => import('./routes/summary'), 'SummaryPage'),
  lazyScreen('start', () => import('./routes/start'), 'StartPage'),
];
