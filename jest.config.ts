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
  })) as Config.InitialOptions;
  return config;
};
