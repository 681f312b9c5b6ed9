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
  ],
};
