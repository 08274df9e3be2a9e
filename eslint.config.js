import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/**', 'public/build/**', 'node_modules/**', 'data/**', 'tests/.tmp/**', 'playwright-report/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    // Hooks rules for React code only: Playwright fixtures also call a function named `use`.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // The back-office never touches the database (DESIGN.md section 2).
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/platform/**'], message: 'The back-office reaches the platform only through /api/v1 (app/services/api.server.ts).' }],
          // One validation timing for every form (docs/decisions/0014).
          paths: [
            { name: '@conform-to/react', importNames: ['useForm'], message: 'Use useAppForm (app/components/ui/use-app-form.ts).' },
            // A re-read of the page clears useActionData and with it a refused form's typing.
            { name: '@remix-run/react', importNames: ['useActionData'], message: 'Use useActionResult (app/components/ui/use-action-result.ts).' },
          ],
        },
      ],
    },
  },
)
