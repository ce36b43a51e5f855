import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript sources, so tests need no build step.
export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one for itself: one worker on a 2-core CI machine, and
    // the suite took half as long again). Each integration file has its own database.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/{contract,engine,content}/**/*.test.ts',
            'packages/server/src/**/*.test.ts',
          ],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/web/test/setup.ts'],
          // Above the 5 s a screen may take to appear (test/setup.ts), so a missing one fails
          // with what was missing, not with a timeout.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
