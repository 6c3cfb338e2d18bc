// ESLint (flat config) for the whole repository: `npm run lint` runs it with `prettier --check`
// (formatting is Prettier's job, .prettierrc.mjs; no stylistic rule here). TypeScript is linted with
// typescript-eslint's type-aware rules (the project's own tsconfig.json through the project
// service), React code with the hooks rules, TSX with the JSX accessibility rules. Rules switched
// off or tuned below fight a pattern the codebase uses on purpose; each says why.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    // Built output, dependencies, test output, and files nobody writes by hand: translation data
    // (ui/messages/locales, checked by the message-catalogue tests instead) and compiled contracts.
    ignores: [
      'dist/',
      'node_modules/',
      'artifacts/',
      'coverage/',
      '.cache/',
      '.demo-build/',
      '.sandbox-state/',
      'ui/messages/locales/',
      'sandbox/contracts/artifacts.json',
      // What `next build` writes in examples/next-wagmi (test/e2e/examples builds it).
      'examples/*/.next/',
      'examples/*/next-env.d.ts',
      // The bench's bare Next.js page (bench/lib/nextFirstLoad.mjs builds it).
      'bench/next-bare/.next/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `_`-prefixed names are deliberately unused (a callback's position, a rest sibling).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Interface implementations are async for their callers even when this one awaits nothing.
      '@typescript-eslint/require-await': 'off',
      // React handlers may be async (onClick={async () => …}); promises handed to JSX attributes are fine.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Numbers and booleans in messages (`HTTP status code: ${status}`) are intended.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
      // `catch {}` that drops an error on purpose (storage that may throw, optional cleanup).
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Hatch's objects are closures made by factory functions (createStore, createRouter, the
      // controllers): their methods never read `this`, so handing `store.getState` to
      // useSyncExternalStore unbound is safe. The rule cannot tell from the method-style types.
      '@typescript-eslint/unbound-method': 'off',
      // Empty interfaces are augmentation points (HatchServices, HatchEvents): plugins add to them
      // with declaration merging.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
      // A caught error is passed on as it is (a HatchError keeps its code), not wrapped.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/only-throw-error': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    // examples/rewards-plugin's tsconfig.json is a consumer's (\`hatch\` from an installed copy); in
    // this repository it is linted against the sources, as the other examples are.
    files: ['examples/rewards-plugin/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: false, project: './examples/rewards-plugin/tsconfig.lint.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // examples/next-wagmi type-checks against the built package (dist/, as next build does): lint it with its own tsconfig.
    files: ['examples/next-wagmi/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: false, project: './examples/next-wagmi/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Tests assert on what real servers and browsers answer (response.json(), page.evaluate, fixture
    // JSON) and use vitest's asymmetric matchers (expect.any(Number)), all typed `any`: a wrong
    // shape fails the assertion itself, so typing every body would add noise, not safety.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Scripts, the bench and the CLI launcher are plain JavaScript: tsconfig's checkJs is off, so
    // there are no types to check them against.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic hooks rules. The React Compiler rules of the plugin's v7 recommended set
      // (purity, refs, set-state-in-effect …) assume code written for the compiler; Hatch does not
      // use it, and they flag deliberate patterns such as refs read during render for focus.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
)
