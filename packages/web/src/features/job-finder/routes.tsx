import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// Job Finder under /app/dashboard (spec part 2 section 2): the postings and my jobs, and a posting.
export const routes: RouteObject[] = [
  lazyScreen('job-finder', () => import('./routes/job-finder-home'), 'JobFinderHome'),
  lazyScreen('job-finder/job/:id', () => import('./routes/job-posting'), 'JobPostingPage'),
];
