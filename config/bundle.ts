/**
 * Webpack adjustments that keep the first load small (issue 2's `npm run bench:bundle`:
 * `/login` at most 300 KB gzip). Each one only lets webpack drop code the console never runs;
 * none changes what a page does. Applied from `.umirc.ts` through `chainWebpack`.
 */

import { dirname } from 'path';

/** The slice of webpack-chain's API used here (umi passes a `webpack-5-chain` Config). */
interface ChainConfig {
  module: { rule(name: string): ChainRule };
  resolve: { alias: { set(key: string, value: string): unknown } };
  plugins: { has(name: string): boolean };
  plugin(name: string): { tap(f: (args: Array<Record<string, unknown>>) => Array<Record<string, unknown>>): unknown };
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
 * umi's `chainWebpack` hook.
 * - flags {@link SIDE_EFFECT_FREE};
 * - stops providing the `buffer` polyfill as a free `Buffer` global: the libraries that mention it
 *   (axios, xlsx) test `typeof Buffer` and use Blob / Uint8Array in browsers, so the 6 KB
 *   polyfill was only ever loaded, never used;
 * - resolves the layout plugin's own `@ant-design/icons` 4.x (route `icon` names are imported from
 *   it into `umi.js`, with its lodash helpers) to the console's 5.x, so one icon package ships.
 */
export function chainWebpack(memo: ChainConfig): void {
  const icons = duplicateIconsPackage();
  if (icons) memo.resolve.alias.set(icons.from, icons.to);
  SIDE_EFFECT_FREE.forEach((test, i) => {
    memo.module.rule(`side-effect-free-${i}`).test(test).sideEffects(false);
  });
  if (memo.plugins.has('node-polyfill-provider')) {
    memo.plugin('node-polyfill-provider').tap(([provided]) => {
      const { Buffer: _buffer, ...rest } = provided;
      return [rest];
    });
  }
}
