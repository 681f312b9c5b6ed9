/**
 * Webpack adjustments that keep the first load small (issue 2's `npm run bench:bundle`:
 * `/login` at most 300 KB gzip). Each one only lets webpack drop code the console never runs;
 * none changes what a page does. Applied from `.umirc.ts` through `chainWebpack`.
 */

import { dirname, join } from 'path';

/** The slice of webpack-chain's API used here (umi passes a `webpack-5-chain` Config). */
interface ChainConfig {
  module: { rule(name: string): ChainRule };
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
}

/**
 * Modules without side effects that nothing in the console imports for their exports. Flagged
 * side-effect free, webpack leaves them out of `umi.js` instead of evaluating them for nothing:
 * - the locale plugin's `SelectLang` (an antd Dropdown + Menu language picker; the console has its
 *   own switch), which otherwise drags Dropdown, Menu, Tooltip and their rc-* packages in;
 * - `@ahooksjs/use-request` (v1, behind the request plugin's `useRequest`; the console uses
 *   ahooks' `useRequest`).
 */
export const SIDE_EFFECT_FREE = [
  /[\\/]src[\\/]\.umi(-production|-test)?[\\/]plugin-locale[\\/](SelectLang\.tsx|index\.ts)$/,
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
 * umi's `chainWebpack` hook.
 * - flags {@link SIDE_EFFECT_FREE};
 * - stops providing the `buffer` polyfill as a free `Buffer` global: the libraries that mention it
 *   (axios, xlsx) test `typeof Buffer` and use Blob / Uint8Array in browsers, so the 6 KB
 *   polyfill was only ever loaded, never used;
 * - resolves the layout plugin's own `@ant-design/icons` 4.x (route `icon` names are imported from
 *   it into `umi.js`, with its lodash helpers) to the console's 5.x, so one icon package ships;
 * - resolves umi's older `@babel/runtime` copies to the console's ({@link duplicateBabelRuntimes});
 * - replaces the unused ProField value types by a stub ({@link UNUSED_PRO_FIELDS}).
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
  if (memo.plugins.has('node-polyfill-provider')) {
    memo.plugin('node-polyfill-provider').tap(([provided]) => {
      const { Buffer: _buffer, ...rest } = provided;
      return [rest];
    });
  }
}
