import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layer rules of docs/architecture.md, written as import restrictions so `npm run lint` fails
// when one is broken (lib/layers.test.ts shows each rule catching a violation).
const fromApp = {
  group: ['@/app', '@/app/**', '**/../app/**'],
  message:
    'Routes import from lower layers, never the other way: move the code to lib/ (server actions to lib/desk/actions/) or pass it in as a prop.',
};
const fromComponents = {
  group: ['@/components', '@/components/**', '**/../components/**'],
  message: 'lib/ never imports UI: move the logic into lib/ and let the component import it.',
};
const fromProvider = {
  group: ['@/lib/provider', '@/lib/provider/**', '**/../provider/**'],
  message: 'The desk reaches the payments API over HTTP only (lib/api-client), so it can point at another deployment.',
};
const fromDesk = {
  group: ['@/lib/desk', '@/lib/desk/**', '@/lib/auth', '@/lib/auth/**', '@/lib/api-client', '@/lib/api-client/**'],
  message: 'The payments API knows nothing of the desk that calls it.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** The layer rules: which folder may import which (the last matching block wins for a file). */
export const layerRules = [
  { files: ['app/**/*.{ts,tsx}'], rules: restrict(fromProvider) },
  { files: ['components/**/*.{ts,tsx}'], rules: restrict(fromApp, fromProvider) },
  { files: ['lib/**/*.{ts,tsx}'], rules: restrict(fromApp, fromComponents) },
  { files: ['lib/desk/**/*.{ts,tsx}'], rules: restrict(fromApp, fromComponents, fromProvider) },
  { files: ['lib/provider/**/*.{ts,tsx}'], rules: restrict(fromApp, fromComponents, fromDesk) },
  // Integration tests may start the built-in API in-process to exercise the desk against it.
  { files: ['**/*.test.{ts,tsx}'], rules: restrict(fromApp, fromComponents) },
];

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'dist/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'lib/db/migrations/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerRules,
];

export default config;
