// The linter holds what the compiler does not: promises that nobody awaits, switches that miss a
// case of a union, and the layers (apps over packages, the browser over browser-safe packages only).
// Formatting is Prettier's alone (eslint-config-prettier switches off the rules that would argue).
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = builtinModules.filter((m) => !m.startsWith('_'));

// Each import boundary is one pattern for the core no-restricted-imports rule; a file's set is built
// from them below, because a later config object's options for a rule replace an earlier one's.
const noApps = {
  regex: '^@reklamo/(server|web|worker)(/|$)|(^|/)apps/',
  message: 'A package never imports an app: the arrows go from apps to packages only.',
};
// A package's test may read the web app's message catalogue as its input (the writer's own example
// texts must read back); nothing in a package's code may.
const noAppsButWebCatalogue = {
  regex: '^@reklamo/(server|web|worker)(/|$)|(^|/)apps/(?!web/src/messages/)',
  message: 'A package never imports an app; its tests may read only the web app’s messages.',
};
// What the browser may load: the contract, the script writer and the scene code that draws the
// preview. Everything else under @reklamo reaches Postgres, the native canvas, ffmpeg or the file
// system. A new package is forbidden here until it is added on purpose.
const browserSafe = {
  regex: '^@reklamo/(?!contract(/|$)|brain/script$|scene(/|$))',
  message:
    'The web app imports only browser-safe packages: @reklamo/contract, @reklamo/scene and @reklamo/brain/script. The rest is for Node.',
};
// The scene code runs in the browser too: it stands on the contract and the trades' tables alone.
const sceneDeps = {
  regex: '^@reklamo/(?!contract(/|$)|trades(/|$)|scene(/|$))',
  message:
    'The scene code runs in the browser as well as in Node: it imports only @reklamo/contract and @reklamo/trades.',
};
const noNodeBuiltins = {
  group: ['node:*', ...nodeBuiltins, ...nodeBuiltins.map((m) => `${m}/*`)],
  message: 'Node built-ins do not exist in the browser.',
};
const noWorker = {
  regex: '^@reklamo/worker(/|$)|(^|/)worker/src/',
  message: 'The API does not import the worker; the worker starts from the server’s run-worker.',
};
// The worker is a start-up file around the server's job runner; that one entry is its whole use of it.
const workerUsesRunWorkerOnly = {
  regex: '^@reklamo/server(/|$)|(^|/)server/src/(?!process/run-worker\\.ts$)',
  message: 'The worker reaches the server through process/run-worker.ts only.',
};
const noDeepRelative = {
  regex: '^(\\.\\./)+(packages/)?(brain|contract|core|db|renderer|scene|trades)/src/',
  message: 'Import another package by its name (@reklamo/…), not by a path into its sources.',
};
const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      // Data, scratch copies and tool folders at the top start with a dot; no source lives there.
      '.*/**',
      'tmp/**',
      'packages/db/migrations/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Files outside every tsconfig's include: the benches and drizzle-kit's config.
          allowDefaultProject: [
            'packages/*/bench/bench-*.ts',
            'packages/*/bench/measure-*.ts',
            'packages/db/drizzle.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // react-router's navigate() returns a promise only in data-router mode, settled by the router,
      // which shows its own error element; the app calls it and moves on, as its docs do.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      // A switch over a union names every member, default or not: a member added later is then an
      // error at each switch that must decide what it means.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: true },
      ],
      // React calls handlers and ignores what they return; an async onClick is the normal shape.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // Rethrowing or rejecting with what was caught (or an AbortSignal's reason) passes it on as it came.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // `xs[i]!` marks where the code relies on the element being there; it is "unnecessary" only
      // because noUncheckedIndexedAccess is off, and stays right if it is turned on.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // An async function without await still turns a throw into a rejection, which callers rely on.
      '@typescript-eslint/require-await': 'off',
      // Input cleaning removes control characters and emoji code point by code point on purpose.
      'no-control-regex': 'off',
      'no-misleading-character-class': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A test reads JSON bodies and pokes at them; a wrong shape fails its own assertions, so the
    // any-tracking rules add casts there without catching anything. `any` written out is still an error.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/bench/**/*.ts', 'scripts/bench-*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  // The layers. Tests may reach into another package's sources (a fixture, a table of names).
  {
    files: ['packages/**/*.{ts,tsx,mjs}'],
    rules: { 'no-restricted-imports': restrict(noApps, noDeepRelative) },
  },
  {
    files: ['packages/scene/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noApps, noDeepRelative, sceneDeps, noNodeBuiltins) },
  },
  {
    files: ['packages/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noAppsButWebCatalogue) },
  },
  {
    files: ['packages/scene/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noAppsButWebCatalogue, sceneDeps) },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(browserSafe, noNodeBuiltins, noDeepRelative) },
  },
  {
    // Tests of the web app run in Node under vitest; they still see only what the app may import.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(browserSafe) },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(noWorker, noDeepRelative) },
  },
  {
    files: ['apps/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(noWorker) },
  },
  {
    files: ['apps/worker/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(workerUsesRunWorkerOnly, noDeepRelative) },
  },
  prettier,
);
