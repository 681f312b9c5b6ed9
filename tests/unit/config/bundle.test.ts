import { existsSync } from 'fs';
import { dirname, join } from 'path';
import fs from 'fs';
import path from 'path';
import {
  BABEL_RULES,
  LAZY_RUNTIMES,
  SIDE_EFFECT_FREE,
  UNUSED_PRO_FIELDS,
  UNUSED_VALUE_TYPES,
  chainWebpack,
  duplicateBabelRuntimes,
  duplicateIconsPackage,
  modernBabelOptions,
  redirectImport,
  unusedProFieldPattern,
  type BabelLoaderOptions,
} from '../../../config/bundle';

/** A recording stand-in for the webpack-chain config umi passes to `chainWebpack`. */
function fakeChain(provided: Record<string, unknown> | null, babel: Record<string, BabelLoaderOptions> = {}) {
  const rules: Record<string, { test?: RegExp; sideEffects?: boolean }> = {};
  const aliases: Record<string, string> = {};
  let tapped: Array<Record<string, unknown>> | null = null;
  const used: Record<string, unknown[]> = {};
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
          uses: { has: (use: string) => use === 'babel-loader' && name in babel },
          use: () => ({
            tap(f: (o: BabelLoaderOptions) => BabelLoaderOptions) {
              babel[name] = f(babel[name]);
            },
          }),
        };
        return r;
      },
      rules: { has: (name: string) => name in babel },
    },
    resolve: { alias: { set: (k: string, v: string) => (aliases[k] = v) } },
    plugins: { has: (name: string) => name === 'node-polyfill-provider' && provided !== null },
    plugin: (name: string) => ({
      tap(f: (args: Array<Record<string, unknown>>) => Array<Record<string, unknown>>) {
        tapped = f([provided!]);
      },
      use(_plugin: unknown, args: unknown[]) {
        used[name] = args;
      },
    }),
  };
  return { chain, rules, aliases, used, babel, tapped: () => tapped };
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
    // The dva plugin's exports and app are side-effect free (they load with the page that uses them); its runtime is not.
    expect(hit('/p/src/.umi-production/plugin-dva/index.ts')).toBe(true);
    expect(hit('/p/src/.umi/plugin-dva/dva.tsx')).toBe(true);
    expect(hit('/p/src/.umi-production/plugin-dva/runtime.tsx')).toBe(false);
    expect(hit('/p/src/.umi-production/plugin-dva/models.ts')).toBe(false);
    // umi's `@umijs/max` barrel too (re-exports only), not the modules it re-exports from.
    expect(hit('/p/src/.umi-production/exports.ts')).toBe(true);
    expect(hit('/p/src/.umi-production/plugin-request/request.ts')).toBe(false);
    expect(hit('/p/src/.umi/core/route.tsx')).toBe(false);
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
    expect(aliases[from]).toBe(to);
  });

  it('resolves umi’s older @babel/runtime copies to the console’s one', () => {
    const dupes = duplicateBabelRuntimes();
    expect(dupes.length).toBeGreaterThan(0);
    const to = join(dirname(require.resolve('@babel/runtime/package.json')));
    for (const d of dupes) {
      expect(d.to).toBe(to);
      expect(require(join(d.from, 'package.json')).version).not.toBe(require(join(to, 'package.json')).version);
      // The console's copy has every helper file of the older copy, except three legacy ones that 7.29
      // dropped and nothing of umi imports (the build would fail on a missing module).
      const helpers = fs.readdirSync(join(d.from, 'helpers')).filter((f) => f.endsWith('.js'));
      expect(helpers.filter((h) => !existsSync(join(to, 'helpers', h)))).toEqual(['AsyncGenerator.js', 'iterableToArrayLimitLoose.js', 'slicedToArrayLoose.js']);
    }
    const { chain, aliases } = fakeChain(null);
    chainWebpack(chain);
    for (const d of dupes) expect(aliases[d.from]).toBe(d.to);
  });

  it('replaces the unused ProField value types by the stub, and no screen asks for one', () => {
    const { chain, used } = fakeChain(null);
    chainWebpack(chain);
    const [pattern, stub] = used['unused-pro-fields'] as [RegExp, string];
    expect(redirectImport('/p/node_modules/@ant-design/pro-field/es/components/Rate/index.js', '/p/x.js')).toBe('/p/node_modules/@ant-design/pro-field/es/components/Rate/index.js');
    expect(existsSync(stub)).toBe(true);
    for (const name of UNUSED_PRO_FIELDS) expect(pattern.test(`/p/node_modules/@ant-design/pro-field/es/components/${name}/index.js`)).toBe(true);
    for (const keep of ['Select', 'DatePicker', 'RangePicker', 'Text', 'Digit', 'Money', 'Status', 'Progress']) {
      expect(pattern.test(`/p/node_modules/@ant-design/pro-field/es/components/${keep}/index.js`)).toBe(false);
    }
    expect(unusedProFieldPattern().source).toBe(pattern.source);
    // No column or form field of the console uses a stubbed value type.
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (e.name.startsWith('.umi')) continue;
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name)) files.push(p);
      }
    };
    walk(path.resolve(__dirname, '../../../src'));
    // …neither as a column/field valueType nor through the ProForm component that renders it.
    const proFormUsing = /\bProForm(ColorPicker|Rate|Slider|Cascader|TreeSelect|TimePicker|Segmented)\b/;
    const offenders = files.filter((f) => {
      const text = fs.readFileSync(f, 'utf8');
      return proFormUsing.test(text) || UNUSED_VALUE_TYPES.some((v) => new RegExp(`valueType[=:]\\s*\\{?['"]${v}['"]`).test(text));
    });
    expect(offenders).toEqual([]);
    expect(files.length).toBeGreaterThan(50);
  });
  it('gives umi’s babel preset the configured targets, so src/ keeps async functions and spread (no regenerator)', () => {
    const targets = { chrome: 100, safari: 15 };
    const other = ['/p/other-preset', { x: 1 }];
    const umiPreset = ['/p/node_modules/@umijs/babel-preset-umi/dist/index.js', { presetEnv: { bugfixes: true }, presetReact: {} }];
    const out = modernBabelOptions({ targets, presets: [umiPreset, other], plugins: [] });
    expect(out.presets).toEqual([['/p/node_modules/@umijs/babel-preset-umi/dist/index.js', { presetEnv: { bugfixes: true, targets }, presetReact: {} }], other]);
    expect(umiPreset[1]).toEqual({ presetEnv: { bugfixes: true }, presetReact: {} }); // not changed in place
    expect(modernBabelOptions({ presets: [umiPreset] })).toEqual({ presets: [umiPreset] }); // no targets: as is
    // Through chainWebpack, on each of umi's babel rules that exists.
    const rule = () => ({ targets, presets: [umiPreset] });
    const { chain, babel } = fakeChain(null, { src: rule(), 'jsx-ts-tsx': rule() });
    chainWebpack(chain);
    expect(BABEL_RULES).toEqual(expect.arrayContaining(['src', 'jsx-ts-tsx']));
    for (const name of ['src', 'jsx-ts-tsx']) expect((babel[name].presets![0] as [string, { presetEnv: unknown }])[1].presetEnv).toEqual({ bugfixes: true, targets });
    expect('extra-src' in babel).toBe(false);
  });

  it('compiles for the targets for real: babel with umi’s preset keeps async / spread / ?. as written', () => {
    // eslint-disable-next-line global-require, @typescript-eslint/no-var-requires
    const babelCore = require('@umijs/bundler-utils/compiled/babel/core');
    const options = modernBabelOptions({
      targets: { chrome: 100, edge: 100, firefox: 100, safari: 15 },
      presets: [[require.resolve('@umijs/babel-preset-umi'), { presetEnv: {}, presetReact: {}, presetTypeScript: {}, pluginTransformRuntime: {} }]],
    });
    const code = 'export async function f(a: { b?: number }) { const c = { ...a }; await Promise.resolve(); return c.b ?? a?.b; }';
    const compile = (o: BabelLoaderOptions) =>
      babelCore.transformSync(code, { filename: '/p/src/x.ts', babelrc: false, configFile: false, browserslistConfigFile: false, ...o }).code as string;
    const modern = compile(options);
    expect(modern).toContain('async function f');
    expect(modern).toContain('...a');
    expect(modern).not.toContain('regeneratorRuntime');
    // Without the fix (targets only at babel's top level, as umi passes them) the same code goes to ES5.
    const legacy = compile({ targets: options.targets, presets: [[require.resolve('@umijs/babel-preset-umi'), { presetEnv: {}, presetReact: {}, presetTypeScript: {}, pluginTransformRuntime: {} }]] });
    expect(legacy).toContain('regeneratorRuntime');
  });

  it('replaces the regenerator polyfill, the dva runtime and the layout’s exception by the stubs, and nothing else', () => {
    const { chain, used } = fakeChain(null);
    chainWebpack(chain);
    expect(used['redirect-imports']).toEqual([]);
    const stub = (name: string) => join(__dirname, '../../../config/stubs', name);
    // As umi's generated files import them: relative without extension, or absolute with it.
    expect(redirectImport('./core/polyfill', '/p/src/.umi-production/umi.ts')).toBe(stub('empty.js'));
    expect(redirectImport('/p/src/.umi/plugin-dva/runtime.tsx', '/p/src/.umi/core/plugin.ts')).toBe(stub('dva-runtime.tsx'));
    expect(redirectImport('./Exception', '/p/src/.umi-production/plugin-layout/Layout.tsx')).toBe(stub('layout-exception.tsx'));
    for (const [request, issuer] of [
      ['./dva', '/p/src/.umi-production/plugin-dva/runtime.tsx'],
      ['./Exception', '/p/src/pages/x/index.tsx'],
      ['./polyfill', '/p/src/core/index.ts'],
      ['regenerator-runtime/runtime', '/p/config/stubs/dva-app.ts'],
      ['@@/plugin-dva/dva', '/p/config/stubs/dva-app.ts'],
    ]) {
      expect(redirectImport(request, issuer)).toBe(request);
    }
    for (const { stub: name } of LAZY_RUNTIMES) expect(existsSync(stub(name))).toBe(true);
    // The dva stub loads regenerator-runtime itself (dva-core and dva-loading call the global).
    expect(fs.readFileSync(join(__dirname, '../../../config/stubs/dva-app.ts'), 'utf8')).toMatch(/import 'regenerator-runtime\/runtime'/);
  });
  it('takes FormProvider from rc-field-form’s FormContext for antd’s form context only, and lodash/merge from the stub for the antd runtime only', () => {
    expect(redirectImport('rc-field-form', '/p/node_modules/antd/es/form/context.js')).toBe('rc-field-form/es/FormContext');
    expect(redirectImport('rc-field-form', '/p/node_modules/antd/es/form/Form.js')).toBe('rc-field-form');
    expect(redirectImport('rc-field-form', '/p/src/pages/x.tsx')).toBe('rc-field-form');
    const merge = join(__dirname, '../../../config/stubs/merge.js');
    expect(redirectImport('/p/node_modules/lodash/merge', '/p/src/.umi-production/plugin-antd/runtime.tsx')).toBe(merge);
    expect(redirectImport('lodash/merge', '/p/node_modules/@ant-design/pro-utils/es/x.js')).toBe('lodash/merge');
    // rc-field-form's index re-exports the very FormProvider of FormContext (same module, same context).
    expect(fs.readFileSync(require.resolve('rc-field-form/es/index.js'), 'utf8')).toMatch(/import FormContext, \{ FormProvider \} from "\.\/FormContext"|from "\.\/FormContext"/);
    // The stub merges like lodash/merge for config objects.
    // eslint-disable-next-line global-require, @typescript-eslint/no-var-requires
    const stubMerge = require(merge).default as (t: object, ...s: object[]) => object;
    const target = { theme: { token: { a: 1, b: 2 } }, list: [1, 2], keep: 'k' };
    const out = stubMerge(target, { theme: { token: { b: 3 } }, list: [9], keep: undefined, extra: { x: 1 } });
    expect(out).toBe(target);
    expect(out).toEqual({ theme: { token: { a: 1, b: 3 } }, list: [9, 2], keep: 'k', extra: { x: 1 } });
  });
});
