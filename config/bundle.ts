/**
 * Webpack adjustments that keep the first load small (`npm run bench:bundle`; issue #25: `/login` at
 * most 250 KB gzip, the logged-in `/` at most 400 KB). Each one only lets webpack drop or defer code
 * the first page does not run; none changes what a page does. Applied from `.umirc.ts` through
 * `chainWebpack`.
 */

import { dirname, join } from 'path';

/** The slice of webpack-chain's API used here (umi passes a `webpack-5-chain` Config). */
interface ChainConfig {
  module: { rule(name: string): ChainRule; rules: { has(name: string): boolean } };
  resolve: { alias: { set(key: string, value: string): unknown } };
  plugins: { has(name: string): boolean };
  plugin(name: string): {
    tap(f: (args: Array<Record<string, unknown>>) => Array<Record<string, unknown>>): unknown;
    use(plugin: unknown, args: unknown[]): unknown;
  };
}
interface ChainRule {
  test(re: RegExp): ChainRule;
  sideEffects(flag: boolean): ChainRule;
  uses: { has(name: string): boolean };
  use(name: string): { tap(f: (options: BabelLoaderOptions) => BabelLoaderOptions): unknown };
}

/** The part of umi's babel-loader options {@link modernBabelOptions} reads and changes. */
export interface BabelLoaderOptions {
  /** The `targets` of `.umirc.ts` (umi passes them as babel's top-level option). */
  targets?: Record<string, unknown>;
  presets?: unknown[];
  [key: string]: unknown;
}

/**
 * Modules without side effects that nothing in the console imports for their exports. Flagged
 * side-effect free, webpack leaves them out of `umi.js` instead of evaluating them for nothing:
 * - the locale plugin's `SelectLang` (an antd Dropdown + Menu language picker; the console has its
 *   own switch), which otherwise drags Dropdown, Menu, Tooltip and their rc-* packages in;
 * - `@ahooksjs/use-request` (v1, behind the request plugin's `useRequest`; the console uses
 *   ahooks' `useRequest`);
 * - the dva plugin's exports and its app (`plugin-dva/index.ts`, `dva.tsx`): the many-report upload's
 *   model is the only user, so dva, redux-saga and the model load with it ({@link LAZY_RUNTIMES}).
 */
export const SIDE_EFFECT_FREE = [
  /[\\/]src[\\/]\.umi(-production|-test)?[\\/]plugin-locale[\\/](SelectLang\.tsx|index\.ts)$/,
  /[\\/]src[\\/]\.umi(-production|-test)?[\\/]plugin-dva[\\/](index\.ts|dva\.tsx)$/,
  /[\\/]node_modules[\\/]@ahooksjs[\\/]use-request[\\/]/,
];

/**
 * The copy of `@ant-design/icons` (4.x) that `@umijs/plugins` ships for the layout's route icons,
 * and the one the console uses (5.x, antd's). Returns `null` when they are the same directory.
 */
export function duplicateIconsPackage(): { from: string; to: string } | null {
  const pluginsDir = dirname(require.resolve('@umijs/plugins/package.json'));
  const from = dirname(require.resolve('@ant-design/icons/package.json', { paths: [pluginsDir] }));
  const to = dirname(require.resolve('@ant-design/icons/package.json'));
  return from === to ? null : { from, to };
}

/**
 * Older copies of `@babel/runtime` (7.23, under umi's own packages) next to the console's (7.29):
 * umi's generated code and its renderer import their helpers from those copies, so `umi.js` carried
 * two sets of the same helpers. Each copy is resolved to the console's one (same helper API).
 */
export function duplicateBabelRuntimes(): { from: string; to: string }[] {
  const to = dirname(require.resolve('@babel/runtime/package.json'));
  const owners = ['@umijs/babel-preset-umi', '@umijs/renderer-react', 'umi'];
  const out: { from: string; to: string }[] = [];
  for (const owner of owners) {
    try {
      const from = dirname(require.resolve('@babel/runtime/package.json', { paths: [dirname(require.resolve(`${owner}/package.json`))] }));
      if (from !== to) out.push({ from, to });
    } catch {
      /* the owner or its copy is gone: nothing to merge */
    }
  }
  return out;
}

/**
 * ProField value types (`@ant-design/pro-field/es/components/<Name>`) no screen uses: ProField's
 * index imports all of them, so every ProTable / ProForm page downloaded a colour picker, a rate, a
 * slider, an image viewer, a cascader, a tree select and a time picker (about 40 KB gzip) for nothing.
 * They are replaced by `config/stubs/pro-field-unused.js`, which logs a console error naming this
 * list if a page ever renders one (the route sweep then fails). To use one, remove it here.
 * `tests/unit/config/bundle.test.ts` checks no column or form field of `src/` asks for them.
 */
export const UNUSED_PRO_FIELDS = ['Cascader', 'ColorPicker', 'Code', 'Image', 'Rate', 'Segmented', 'Slider', 'TreeSelect', 'TimePicker'];

/** The valueType names of {@link UNUSED_PRO_FIELDS} (what a column or field would write). */
export const UNUSED_VALUE_TYPES = ['cascader', 'color', 'code', 'jsonCode', 'image', 'rate', 'segmented', 'slider', 'treeSelect', 'time', 'timeRange'];

/** A module path regex matching {@link UNUSED_PRO_FIELDS} inside `@ant-design/pro-field`. */
export function unusedProFieldPattern(): RegExp {
  return new RegExp(`[\\\\/]@ant-design[\\\\/]pro-field[\\\\/]es[\\\\/]components[\\\\/](${UNUSED_PRO_FIELDS.join('|')})[\\\\/]index\\.js$`);
}

/**
 * Gives umi's babel preset the `targets` of `.umirc.ts`. umi hands them to babel-loader as babel's
 * top-level `targets`, which the preset-env copy bundled with umi ignores: every file of `src/` and
 * umi's generated code was compiled for ES5 (async functions through regenerator, object spread
 * through helpers, `?.` and `??` expanded), about a tenth more code in every chunk. With the targets
 * given to preset-env itself (Chrome / Edge / Firefox 100, Safari 15), modern syntax stays as written.
 * Returns new options; presets other than umi's are left alone.
 */
export function modernBabelOptions(options: BabelLoaderOptions): BabelLoaderOptions {
  if (!options.targets || !Array.isArray(options.presets)) return options;
  const presets = options.presets.map((preset) => {
    if (!Array.isArray(preset) || typeof preset[0] !== 'string' || !preset[0].includes('babel-preset-umi')) return preset;
    const [name, presetOptions = {}] = preset as [string, { presetEnv?: Record<string, unknown> }];
    return [name, { ...presetOptions, presetEnv: { ...presetOptions.presetEnv, targets: options.targets } }];
  });
  return { ...options, presets };
}

/** The babel-loader rules of umi's webpack config (`src` files, TS/JSX anywhere, extra includes). */
export const BABEL_RULES = ['src', 'jsx-ts-tsx', 'extra-src'];

/**
 * Generated runtime modules replaced by lighter ones (module path pattern, stub under
 * `config/stubs/`), so what only one screen needs loads with that screen:
 * - `core/polyfill.ts` only imports `regenerator-runtime` as a global; with {@link modernBabelOptions}
 *   no code of ours needs it, and dva (the one dependency that uses the global) imports it itself in
 *   `config/stubs/dva-app.ts`;
 * - `plugin-dva/runtime.tsx` created the dva app (dva-core, redux-saga, redux, dva-loading and the
 *   many-report upload's model with its queue) before the first page; `config/stubs/dva-runtime.tsx`
 *   provides a store that loads the real one when a page first reads or dispatches to it.
 */
export const LAZY_RUNTIMES: { name: string; pattern: RegExp; stub: string }[] = [
  { name: 'no-regenerator-polyfill', pattern: /[\\/]src[\\/]\.umi(-production|-test)?[\\/]core[\\/]polyfill\.ts$/, stub: 'empty.js' },
  { name: 'lazy-dva', pattern: /[\\/]src[\\/]\.umi(-production|-test)?[\\/]plugin-dva[\\/]runtime\.tsx$/, stub: 'dva-runtime.tsx' },
];

/**
 * umi's `chainWebpack` hook.
 * - flags {@link SIDE_EFFECT_FREE};
 * - stops providing the `buffer` polyfill as a free `Buffer` global: the libraries that mention it
 *   (axios, xlsx) test `typeof Buffer` and use Blob / Uint8Array in browsers, so the 6 KB
 *   polyfill was only ever loaded, never used;
 * - resolves the layout plugin's own `@ant-design/icons` 4.x (route `icon` names are imported from
 *   it into `umi.js`, with its lodash helpers) to the console's 5.x, so one icon package ships;
 * - resolves umi's older `@babel/runtime` copies to the console's ({@link duplicateBabelRuntimes});
 * - replaces the unused ProField value types by a stub ({@link UNUSED_PRO_FIELDS});
 * - compiles `src/` for the configured targets ({@link modernBabelOptions});
 * - defers the dva runtime and drops the regenerator polyfill ({@link LAZY_RUNTIMES}).
 */
export function chainWebpack(memo: ChainConfig): void {
  const icons = duplicateIconsPackage();
  if (icons) memo.resolve.alias.set(icons.from, icons.to);
  for (const { from, to } of duplicateBabelRuntimes()) memo.resolve.alias.set(from, to);
  SIDE_EFFECT_FREE.forEach((test, i) => {
    memo.module.rule(`side-effect-free-${i}`).test(test).sideEffects(false);
  });
  // The unused ProField value types (see UNUSED_PRO_FIELDS): their modules are replaced by the stub.
  // eslint-disable-next-line global-require, @typescript-eslint/no-var-requires
  const { NormalModuleReplacementPlugin } = require('@umijs/bundler-webpack/compiled/webpack');
  memo.plugin('unused-pro-fields').use(NormalModuleReplacementPlugin, [unusedProFieldPattern(), join(__dirname, 'stubs', 'pro-field-unused.js')]);
  for (const { name, pattern, stub } of LAZY_RUNTIMES) memo.plugin(name).use(NormalModuleReplacementPlugin, [pattern, join(__dirname, 'stubs', stub)]);
  for (const rule of BABEL_RULES) {
    if (memo.module.rules.has(rule) && memo.module.rule(rule).uses.has('babel-loader')) memo.module.rule(rule).use('babel-loader').tap(modernBabelOptions);
  }
  if (memo.plugins.has('node-polyfill-provider')) {
    memo.plugin('node-polyfill-provider').tap(([provided]) => {
      const { Buffer: _buffer, ...rest } = provided;
      return [rest];
    });
  }
}
