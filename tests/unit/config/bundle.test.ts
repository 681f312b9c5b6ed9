import { existsSync } from 'fs';
import { join } from 'path';
import { SIDE_EFFECT_FREE, chainWebpack, duplicateIconsPackage } from '../../../config/bundle';

/** A recording stand-in for the webpack-chain config umi passes to `chainWebpack`. */
function fakeChain(provided: Record<string, unknown> | null) {
  const rules: Record<string, { test?: RegExp; sideEffects?: boolean }> = {};
  const aliases: Record<string, string> = {};
  let tapped: Array<Record<string, unknown>> | null = null;
  const chain = {
    module: {
      rule(name: string) {
        rules[name] = rules[name] ?? {};
        const r = {
          test(re: RegExp) {
            rules[name].test = re;
            return r;
          },
          sideEffects(flag: boolean) {
            rules[name].sideEffects = flag;
            return r;
          },
        };
        return r;
      },
    },
    resolve: { alias: { set: (k: string, v: string) => (aliases[k] = v) } },
    plugins: { has: (name: string) => name === 'node-polyfill-provider' && provided !== null },
    plugin: () => ({
      tap(f: (args: Array<Record<string, unknown>>) => Array<Record<string, unknown>>) {
        tapped = f([provided!]);
      },
    }),
  };
  return { chain, rules, aliases, tapped: () => tapped };
}

describe('config/bundle (first-load trimming, issue 2 bench:bundle)', () => {
  it('flags the locale picker, the locale index and use-request v1 as side-effect free, and nothing else of the app', () => {
    const paths = {
      selectLang: '/p/src/.umi-production/plugin-locale/SelectLang.tsx',
      localeIndex: '/p/src/.umi/plugin-locale/index.ts',
      useRequest: '/p/node_modules/@umijs/plugins/node_modules/@ahooksjs/use-request/es/index.js',
      localeRuntime: '/p/src/.umi-production/plugin-locale/runtime.tsx',
      appPage: '/p/src/pages/login/index.tsx',
    };
    const hit = (p: string) => SIDE_EFFECT_FREE.some((re) => re.test(p));
    expect(hit(paths.selectLang)).toBe(true);
    expect(hit(paths.localeIndex)).toBe(true);
    expect(hit(paths.useRequest)).toBe(true);
    expect(hit(paths.localeRuntime)).toBe(false);
    expect(hit(paths.appPage)).toBe(false);

    const { chain, rules } = fakeChain({ Buffer: ['buffer', 'Buffer'], process: 'process/browser' });
    chainWebpack(chain);
    expect(Object.values(rules)).toEqual(SIDE_EFFECT_FREE.map((test) => ({ test, sideEffects: false })));
  });

  it('stops providing Buffer but keeps the other provided globals', () => {
    const { chain, tapped } = fakeChain({ Buffer: ['buffer', 'Buffer'], process: 'process/browser' });
    chainWebpack(chain);
    expect(tapped()).toEqual([{ process: 'process/browser' }]);
    const none = fakeChain(null);
    chainWebpack(none.chain);
    expect(none.tapped()).toBeNull();
  });

  it('resolves the layout plugin’s icons copy (4.x, as the lock file pins it) to the console’s 5.x', () => {
    const dup = duplicateIconsPackage();
    expect(dup).not.toBeNull();
    const { from, to } = dup!;
    expect(existsSync(join(from, 'package.json'))).toBe(true);
    expect(require(join(from, 'package.json')).version).toMatch(/^4\./);
    expect(require(join(to, 'package.json')).version).toMatch(/^5\./);
    const { chain, aliases } = fakeChain(null);
    chainWebpack(chain);
    expect(aliases).toEqual({ [from]: to });
  });
});
