import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// /pretest: the money check before week 1 (issue 33), in the full-screen frame.
export const routes: RouteObject[] = [
  lazyScreen('/pretest', () => import('./routes/pretest'), 'PretestPage'),
];
