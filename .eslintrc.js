/**
 * Import rules (issue #9 "Guard rails"), with core `no-restricted-imports` (umi's lint preset has no
 * eslint-plugin-import):
 * - code the mock loads (mock/**, and src/core/**, src/constants/** which the mock imports) uses
 *   relative imports: umi's mock loader has no `@/` alias;
 * - shared layers (src/core, src/services, src/components, src/hooks) and the mock never import a
 *   page (`@/pages/...` or a relative path through `pages/`): pages depend on them, not back.
 * A file gets one `no-restricted-imports` setting (a later override replaces an earlier one), so
 * each group below lists every restriction that applies to it.
 */
const NO_ALIAS = {
  group: ['@/*', '@/'],
  message: "umi's mock loader has no `@/` alias: modules the mock loads use relative imports.",
};
const NO_PAGES = {
  group: ['@/pages', '@/pages/*', '**/pages', '**/pages/*'],
  message: 'Shared code and the mock never import from src/pages: move what both need into src/core, src/components or src/hooks.',
};
const restrict = (...patterns) => ['error', { patterns }];

module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  rules: {
    'no-console': ['error', { allow: ['warn', 'error'] }],
    // Function declarations are hoisted; ordering helpers after their callers reads top-down.
    '@typescript-eslint/no-use-before-define': ['error', { functions: false, classes: true, variables: true }],
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    // Hot loops in the VAT engine reassign numeric parameters on purpose.
    'no-param-reassign': ['error', { props: false }],
  },
  overrides: [
    { files: ['scripts/**', 'tests/**', 'mock/**'], rules: { 'no-console': 'off' } },
    { files: ['src/core/vat/**'], rules: { 'no-param-reassign': 'off' } },
    // Import boundaries (see above).
    { files: ['src/constants/**'], rules: { 'no-restricted-imports': restrict(NO_ALIAS) } },
    { files: ['src/services/**', 'src/components/**', 'src/hooks/**'], rules: { 'no-restricted-imports': restrict(NO_PAGES) } },
    { files: ['mock/**', 'src/core/**'], rules: { 'no-restricted-imports': restrict(NO_ALIAS, NO_PAGES) } },
  ],
};
