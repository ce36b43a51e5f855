// Lint rules that carry the architecture: the engine stays pure, imports flow one way.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
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
          ],
        },
      ],
    },
  },
);
