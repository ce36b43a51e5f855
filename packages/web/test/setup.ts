import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // The build's own test (src/first-screen.test.ts) runs in Node, without a page.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});
