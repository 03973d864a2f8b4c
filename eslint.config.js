import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const iconImports = [
  { name: '@mui/icons-material', allowTypeImports: true, message: 'Import icons by path: @mui/icons-material/Name' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      '.data',
      '.mock-api',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: iconImports,
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // MUI 9's Typography reads `color` as a palette name only: a theme path there is ignored, silently.
          selector: "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'] Literal[value=/\\./]",
          message:
            "Typography's color is a palette name (textSecondary, textPrimary, success…); MUI 9 ignores a theme path such as text.secondary there. Use sx for any other colour.",
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' }],
      // The sample data is the API's, not a screen's (docs/architecture.md).
      'check-file/filename-blocklist': [
        'error',
        { 'src/features/**/mocks/**': 'src/backend/data/<feature>/{{ target }}' },
        {
          errorMessage:
            'A feature has no mocks folder: its seed and list functions live in src/backend/data/<feature>.',
        },
      ],
    },
  },
  // Features import lib, components, config, theme and the shared mock helpers (src/mocks), never the app
  // layer nor another feature; inside a feature, relative imports (at most two levels up, so they cannot
  // leave it). Screens never import the API side (src/backend: the server's code and the sample data), and
  // their tests read the sample data through the API. docs/architecture.md explains the layers.
  ...readdirSync('src/features').flatMap((feature) => {
    const featureRules = (backend) => ({
      'no-restricted-imports': [
        'error',
        {
          paths: iconImports,
          patterns: [
            { group: ['@/app/*'], message: 'Features must not import the app layer.' },
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'A feature must not import another feature: move what both need to lib, components or mocks.',
            },
            { group: ['../../../*'], message: 'Leaves the feature: import shared code through its @/ alias.' },
            backend,
          ],
        },
      ],
    });
    const files = [`src/features/${feature}/**`];
    return [
      {
        files,
        rules: featureRules({
          group: ['@/backend/data/*'],
          message: 'The sample data is the API’s (src/backend/data): read it through the API.',
        }),
      },
      {
        files,
        ignores: ['**/*.test.{ts,tsx}'],
        rules: featureRules({
          group: ['@/backend/*'],
          message: 'A screen talks to the API through lib/api-client; src/backend is the API side.',
        }),
      },
    ];
  }),
  // The API side (its routes, stores, sample data and the mock host) reads a feature's contract only: the
  // types and zod schemas of its api/ folder, never its screens.
  {
    files: ['src/backend/**', 'src/mocks/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: iconImports,
          patterns: [
            { group: ['@/app/*'], message: 'The API side must not import the app layer.' },
            {
              regex: '^@/features/(?!(?:[a-z0-9-]+/){1,2}api/)',
              message: 'The API side imports a feature’s api/ (types, schemas) only: move the shared piece there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**', 'src/components/**', 'src/theme/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: iconImports,
          patterns: [
            { group: ['@/app/*', '@/features/*'], message: 'Shared code must not import features or the app.' },
          ],
        },
      ],
    },
  },
);
