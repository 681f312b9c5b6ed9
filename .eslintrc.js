/**
 * Import rules (issue #9 "Guard rails"), with core `no-restricted-imports` (umi's lint preset has no
 * eslint-plugin-import):
 * - code the mock loads (mock/**, and src/core/**, src/constants/** which the mock imports) uses
 *   relative imports: umi's mock loader has no `@/` alias;
 * - shared layers (src/core, src/services, src/components, src/hooks) and the mock never import a
 *   page (`@/pages/...` or a relative path through `pages/`): pages depend on them, not back;
 * - one home per area (issue #18): a page imports only from its own FEATURE FOLDER and from the
 *   shared layers (src/components, src/hooks, src/core, src/services, src/constants, src/locales,
 *   src/request, src/models), never from another feature's pages. A feature folder is a folder
 *   directly under src/pages: an area's page folder, named after its route file
 *   `config/routes/<area>.ts` (`account`, `declare`, `vat-tax`, `calc`…), or one of the app's own
 *   pages (`login`, `home`, `404`, `exception`, `global`). The sub-pages of one feature (e.g.
 *   `declare/*`) may share the feature's files (by convention `_`-prefixed ones, such as
 *   `src/pages/declare/_shared.tsx`). What two features share moves down into a shared layer. The
 *   rule is generated per feature and per depth below ({@link lateralOverrides}): `@/pages/<other
 *   feature>` and any relative path climbing out of the feature folder are refused.
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

const fs = require('fs');
const path = require('path');

/** The feature folders: the folders directly under src/pages (`account`, `declare`, `login`…). */
function featureFolders() {
  const pages = path.join(__dirname, 'src/pages');
  return fs.existsSync(pages) ? fs.readdirSync(pages, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
}

/** Deepest file level below a feature folder the lateral-import rule covers (0 = in the folder itself). */
const MAX_PAGE_DEPTH = 6;

/**
 * One override per feature folder and per depth of the file below it: no `@/pages/...` outside the
 * feature (gitignore-style patterns of `no-restricted-imports`, with `!` re-including the feature's
 * own path), and no relative import climbing out of it (`../` once more than the file's depth).
 */
function lateralOverrides() {
  return featureFolders().flatMap((feature) => {
    const alias = ['@/pages/*', `!@/pages/${feature}`];
    const message = `A page of src/pages/${feature} imports only from its own feature folder and from src/components, src/hooks, src/core, src/services, src/constants, src/locales, src/request, src/models: move what two features share down into one of those (docs/guard-rails.md).`;
    return Array.from({ length: MAX_PAGE_DEPTH + 1 }, (_, depth) => ({
      files: [`src/pages/${feature}/${'*/'.repeat(depth)}*.{ts,tsx,js,jsx}`],
      rules: {
        'no-restricted-imports': restrict({ group: [...alias, `${'../'.repeat(depth + 1)}*`, `${'../'.repeat(depth)}..`], message }),
      },
    }));
  });
}

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
    ...lateralOverrides(),
  ],
};
