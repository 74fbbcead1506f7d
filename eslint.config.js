import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { readdirSync } from 'node:fs';

/**
 * Web import boundaries (docs/decisions/012-one-way-web-features.md): ui/ and lib/ -> features/
 * -> frame/ (the app frame: layouts, header, modal registry) -> routes/ and root.tsx. Each
 * feature folder found on disk gets its own zone, so a new feature is covered without editing
 * this list.
 */
function webBoundaryZones(app) {
  const top = [`${app}/routes`, `${app}/frame`, `${app}/root.tsx`, `${app}/entry.server.tsx`];
  const features = readdirSync(`${import.meta.dirname}/${app}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((name) => ({
      target: `${app}/features/${name}`,
      from: `${app}/features`,
      except: [`./${name}`],
      message:
        'A feature never imports another: move the shared piece to ui/ or lib/, or let the frame or a route pass it in.',
    })),
    {
      target: `${app}/features`,
      from: top,
      message: 'Features never import routes or the app frame; they are composed by them.',
    },
    {
      target: [`${app}/ui`, `${app}/lib`, `${app}/i18n`],
      from: [`${app}/features`, ...top],
      message: 'ui/, lib/ and i18n/ are shared by all: they import no feature, frame or route.',
    },
    {
      target: `${app}/frame`,
      from: [`${app}/routes`, `${app}/root.tsx`, `${app}/entry.server.tsx`],
      message: 'The frame is composed by the routes and the root, not the other way round.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      // The native app's build of the storefront, and the ones its journey makes.
      'apps/web/build-native*/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*-cli.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // One-way web imports (docs/decisions/012-one-way-web-features.md): ui/lib -> features ->
    // frame -> routes. A boundary check needs every import resolved, hence no-unresolved too.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webBoundaryZones('apps/web/app') },
      ],
      // Route type modules are generated (react-router typegen) beside, not inside, app/.
      'import-x/no-unresolved': ['error', { ignore: ['^\\./\\+types/'] }],
    },
  },
  {
    // Lint that reads React: the hooks rules (including the React Compiler's checks of effects,
    // refs and purity) and accessibility of the JSX the storefront draws.
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
);
