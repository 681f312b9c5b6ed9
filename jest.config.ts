import { configUmiAlias, createConfig, type Config } from '@umijs/max/test';

/**
 * Unit tests: `tests/unit/**\/*.test.ts(x)`, TypeScript through umi's esbuild transformer, `@/`
 * aliases resolved by umi. End-to-end tests have their own runner (`tests/e2e/run.js`).
 */
export default async (): Promise<Config.InitialOptions> => {
  const config = (await configUmiAlias({
    ...createConfig({ target: 'node', jsTransformer: 'esbuild', jsTransformerOpts: { jsx: 'automatic' } }),
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
    testTimeout: 30000,
    // a worker per core (jest's default leaves one core to itself: one worker on CI's two cores,
    // 98 s for the unit stage against 55 s with two)
    maxWorkers: '100%',
  })) as Config.InitialOptions;
  return config;
};
