import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint rules, including the architecture's dependency rules (docs/ARCHITECTURE.md "Conventions"):
 * each message says why the rule exists.
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/drizzle/**',
      'playwright-report/**',
      'test-results/**',
      'e2e/.auth/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['packages/golf/**/*.ts'],
    ignores: ['packages/golf/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.)',
              message:
                'packages/golf is the pure engine: no dependencies, no I/O (docs/ARCHITECTURE.md "Conventions").',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fairway/server', '@fairway/web', '**/apps/**'],
              message: 'The contract is shared by server and web; it depends only on zod and golf.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'pg'],
              message:
                'Only repositories and db/ touch the database (docs/ARCHITECTURE.md "Conventions"): call a repository.',
            },
            {
              group: ['@fairway/web', '**/apps/web/**'],
              message: 'Server and web never import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/plugins/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message:
                'plugins/ is the HTTP frame every module runs in: it imports no module (a hook of one module lives in that module; shared names come from the contract).',
            },
            {
              group: ['@fairway/web', '**/apps/web/**'],
              message: 'Server and web never import each other.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'pg'],
              message:
                'Only repositories and db/ touch the database (docs/ARCHITECTURE.md "Conventions"): call a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // React writes an element's only text child as its textContent, and Stencil's slot patch
      // turns that into insertAdjacentHTML on Ionic's light-DOM components with slots (IonLabel,
      // IonButtons, IonRadioGroup, IonHeader, IonFooter, IonInput, IonTextarea): a member's or
      // the club's text there would be read as HTML. Wrap it in a <span>.
      'no-restricted-syntax': [
        'error',
        ...[
          '[children.length=1]',
          '[children.length=3][children.0.value=/^\\s*$/][children.2.value=/^\\s*$/]',
        ].map((only) => ({
          selector: `JSXElement[openingElement.name.name=/^Ion(Label|Buttons|RadioGroup|Header|Footer|Input|Textarea)$/]${only} > JSXExpressionContainer:not([expression.callee.property.name='map'])`,
          message:
            'Text as the only child of this Ionic element is parsed as HTML (Stencil slot patch): wrap it in a <span>.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fairway/server', '**/apps/server/**'],
              message: 'Server and web never import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/src/features/**/*.ts',
      'apps/web/src/features/**/*.tsx',
      'apps/web/src/app/**/*.tsx',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'Pages never call fetch: use the typed client in src/api (401, offline and contract parsing live there).',
        },
      ],
    },
  },
);
