import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first render loads its route's code: on a busy 2-core machine running two test
// workers that took longer than the library's 1 s for findBy and waitFor. Waiting longer costs a
// passing test nothing (it returns as soon as the screen is there).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // The build's own test (src/first-screen.test.ts) runs in Node, without a page.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});
