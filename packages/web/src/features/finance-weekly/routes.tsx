import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// Finance Weekly under /app/dashboard (spec part 2 section 2): this week's article and its quiz,
// and the past weeks' articles. The quiz's fixed screens (fill-gap, summary) rank above the
// numbered question, so /quiz/summary is never read as question "summary".
export const routes: RouteObject[] = [
  lazyScreen(
    'financeweekly',
    () => import('./routes/finance-weekly-home'),
    'FinanceWeeklyHomePage',
  ),
  lazyScreen('financeweekly/article', () => import('./routes/article'), 'ArticlePage'),
  lazyScreen('financeweekly/archive', () => import('./routes/archive'), 'ArchivePage'),
  lazyScreen(
    'financeweekly/archive/article',
    () => import('./routes/archive-article'),
    'ArchiveArticlePage',
  ),
  lazyScreen('financeweekly/quiz', () => import('./routes/quiz-start'), 'QuizStartPage'),
  lazyScreen('financeweekly/quiz/fill-gap', () => import('./routes/fill-gap'), 'FillGapPage'),
  lazyScreen(
    'financeweekly/quiz/summary',
    () => import('./routes/quiz-summary'),
    'QuizSummaryPage',
  ),
  lazyScreen('financeweekly/quiz/:index', () => import('./routes/question'), 'QuestionPage'),
];
