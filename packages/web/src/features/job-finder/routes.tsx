import type { RouteObject } from 'react-router';

// Job Finder under /app/dashboard (spec part 2 section 2): the postings and my jobs, and a posting.
export const routes: RouteObject[] = [
  {
    path: 'job-finder',
    lazy: async () => ({ Component: (await import('./routes/job-finder-home')).JobFinderHome }),
  },
  {
    path: 'job-finder/job/:id',
    lazy: async () => ({ Component: (await import('./routes/job-posting')).JobPostingPage }),
  },
];
