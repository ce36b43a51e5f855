import type { RouteObject } from 'react-router';

// Finance Weekly under /app/dashboard (spec part 2 section 2): this week's article and the past
// weeks' articles.
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
];
