import react from '@vitejs/plugin-react';
import { defineConfig, parseSync, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/][^?]*\.ts$/;
const KEPT_AS_IS = new Set(['Literal', 'ArrowFunctionExpression', 'FunctionExpression']);

/**
 * The contract's top-level declarations are data: messages, rules and the zod schemas of every
 * request and answer. The browser reads a few messages and rules and never a schema, but a bundler
 * keeps any declaration that calls a function, so every schema and zod with them would land on
 * the sign-in page. Each initialiser is wrapped in a call marked pure, so the bundler drops the
 * declarations nothing reads (decision 011). Safe because the contract has no side effects the
 * browser needs (the registry the schemas join serves the server's OpenAPI document).
 */
function contractDeclarationsArePure(): Plugin {
  return {
    name: 'mc:contract-declarations-are-pure',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      const { program, errors } = parseSync(id, code);
      if (errors.length > 0) return null;
      const inits = program.body
        .map((statement) =>
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement,
        )
        .flatMap((statement) =>
          statement?.type === 'VariableDeclaration' ? statement.declarations : [],
        )
        .flatMap((declaration) =>
          declaration.init && !KEPT_AS_IS.has(declaration.init.type) ? [declaration.init] : [],
        )
        .sort((a, b) => b.start - a.start);
      let out = code;
      for (const { start, end } of inits) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), contractDeclarationsArePure()],
  server: {
    port: 5173,
    // The school sign-in's start and callback are the server's (issue 31); /auth/oidc/done is
    // the app's.
    proxy: {
      '/api': apiTarget,
      '/Token': apiTarget,
      '^/auth/oidc/[^/]+/(start|callback)': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build, so none can be served (decision 011); `npm run dev` has its own.
    sourcemap: false,
    // Every browser the game supports knows modulepreload; the polyfill is code nobody runs.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // What the first screen needs comes in one file, and what the game's screens share in
      // another, rather than a few dozen small ones each a round trip on a slow phone network.
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-screen', tags: ['$initial'] },
            // zod runs only in the forms that check a contract schema in the browser (a teacher's
            // class, a family member): its own file, and the teacher's schemas one of their own
            // without the contract's words they use (the game reads those too), so the game's
            // screens load neither.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'teacher-contract',
              test: /packages[\\/]contract[\\/]src[\\/]teacher\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'game-shared',
              test: /node_modules[\\/](react-router|@tanstack|lucide-react)[\\/]|[\\/]src[\\/](lib|components)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
