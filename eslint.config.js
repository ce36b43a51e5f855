// Lint rules that carry the architecture: the engine stays pure, imports flow one way.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const impureGlobals = [
  'Date',
  'fetch',
  'setTimeout',
  'setInterval',
  'process',
  'performance',
  'crypto',
  'window',
  'document',
  'localStorage',
  'XMLHttpRequest',
].map((name) => ({
  name,
  message: 'The engine is pure: no clocks, timers or I/O. Pass what you need in.',
}));

// The web app talks to the server through the contract's public entry only.
const webImportPatterns = [
  {
    group: [
      '@mc/server',
      '@mc/server/*',
      '@mc/engine',
      '@mc/engine/*',
      '@mc/content',
      '@mc/content/*',
      'node:*',
    ],
    message: 'The web app talks to the server through the contract only.',
  },
  {
    group: ['@mc/contract/*'],
    message: "Import from '@mc/contract': no deep imports into another package.",
  },
];

const WEB_FEATURES = readdirSync(path.join(import.meta.dirname, 'packages/web/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...impureGlobals],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded generator in the game state.',
        },
        {
          object: 'Date',
          property: 'now',
          message: 'Game time is weeks; the engine never reads the clock.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'os', 'child_process', 'crypto'],
              message: 'The engine has no I/O.',
            },
            {
              group: [
                '@mc/server',
                '@mc/server/*',
                '@mc/web',
                '@mc/web/*',
                '@mc/content',
                '@mc/content/*',
              ],
              message: 'The engine imports nothing of ours but contract constants.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '@mc/*'],
              message:
                'The contract is shared by browser and server and depends on nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/content/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mc/server', '@mc/server/*', '@mc/web', '@mc/web/*'],
              message: 'Content depends only on the engine and the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
      // Type-aware rules for the web only: the project service reads packages/web/tsconfig.json.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webImportPatterns }],
      // A promise nobody awaits loses its failure; write `void` where that is meant.
      '@typescript-eslint/no-floating-promises': 'error',
      // A switch over a union names every member (a default does not count), so a member added to
      // a union shows every switch that must decide what to do with it.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    files: ['packages/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webImportPatterns,
            {
              regex: '^(\\.\\./)+features/',
              message: 'Shared pieces import no feature: move what both need here instead.',
            },
          ],
        },
      ],
    },
  },
  // Features do not import each other (bulletproof-react's rule): what two features share lives in
  // src/components or src/lib. One block per feature folder (found on disk, so a new app's folder
  // is covered), with ESLint's own rule: no relative path that climbs into another feature.
  ...WEB_FEATURES.map((feature) => ({
    files: [`packages/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webImportPatterns,
            {
              regex: `^(\\.\\./)+(features/)?(${WEB_FEATURES.filter((other) => other !== feature).join('|')})(/|$)`,
              message: `Features do not import each other: move what ${feature} shares with another feature to src/components or src/lib.`,
            },
          ],
        },
      ],
    },
  })),
);
