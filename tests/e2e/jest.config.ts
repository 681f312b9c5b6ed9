import { createConfig, type Config } from '@umijs/max/test';

/** End-to-end suites (puppeteer + Debian Chromium) run by `tests/e2e/run.js` against `max preview`. */
export default (): Config.InitialOptions => ({
  ...createConfig({ target: 'node', jsTransformer: 'esbuild' }),
  rootDir: '../..',
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.test.ts'],
  // a test's own waits fail first (15–30 s each); 180 s is the margin for a host twice as slow as ours,
  // where the longest flows (a whole wizard, 60–100 s under load here) would pass 120 s
  testTimeout: 180_000,
  // tests/e2e/run.js sets --maxWorkers to the number of preview servers it started (E2E_WORKERS).
  maxWorkers: 1,
  // jest's own report, then each suite's time (tests/e2e/times-reporter.js).
  reporters: ['default', '<rootDir>/tests/e2e/times-reporter.js'],
  // The route sweeps first (tests/e2e/sequencer.js).
  testSequencer: '<rootDir>/tests/e2e/sequencer.js',
  // The sweep imports src/access.ts, which imports with the app's `@/` alias.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
});
