import type { RouteObject } from 'react-router';

// Finance Weekly under /app/dashboard (spec part 2 section 2): this week's article and its quiz,
// and the past weeks' articles. The quiz's fixed screens (fill-gap, summary) rank above the
// numbered question, so /quiz/summary is never read as question "summary".
export const routes: RouteObject[] = [
  {
    path: 'financeweekly',
    lazy: async () => ({
      Component: (await import('./routes/finance-weekly-home')).FinanceWeeklyHomePage,
    }),
  },
  {
    path: 'financeweekly/article',
    lazy: async () => ({ Component: (await import('./routes/article')).ArticlePage }),
  },
  {
    path: 'financeweekly/archive',
    lazy: async () => ({ Component: (await import('./routes/archive')).ArchivePage }),
  },
  {
    path: 'financeweekly/archive/article',
    lazy: async () => ({
      Component: (await import('./routes/archive-article')).ArchiveArticlePage,
    }),
  },
  {
    path: 'financeweekly/quiz',
    lazy: async () => ({ Component: (await import('./routes/quiz-start')).QuizStartPage }),
  },
  {
    path: 'financeweekly/quiz/fill-gap',
    lazy: async () => ({ Component: (await import('./routes/fill-gap')).FillGapPage }),
  },
  {
    path: 'financeweekly/quiz/summary',
    lazy: async () => ({ Component: (await import('./routes/quiz-summary')).QuizSummaryPage }),
  },
  {
    path: 'financeweekly/quiz/:index',
    lazy: async () => ({ Component: (await import('./routes/question')).QuestionPage }),
  },
];
