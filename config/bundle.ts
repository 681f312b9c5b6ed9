/**
 * Webpack adjustments that keep the first load small (`npm run bench:bundle`; issue #25: `/login` at
 * most 250 KB gzip, the logged-in `/` at most 400 KB). Each one only lets webpack drop or defer code
 * the first page does not run; none changes what a page does. Applied from `.umirc.ts` through
 * `chainWebpack`.
 */

import { dirname, join, resolve as resolvePath } from 'path';

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
 *   model is the only user, so dva, redux-saga and the model load with it ({@link LAZY_RUNTIMES});
 * - umi's `@umijs/max` barrel (`exports.ts`: re-exports and one no-op function), so an import from
 *   `@umijs/max` links to the plugin module that has the export, and a re-export nobody in `umi.js`
 *   uses (the dva hooks, `getDvaApp`) no longer pulls its plugin into `umi.js`.
 */
export const SIDE_EFFECT_FREE = [
  /[\\/]src[\\/]\.umi(-production|-test)?[\\/]plugin-locale[\\/](SelectLang\.tsx|index\.ts)$/,
  /[\\/]src[\\/]\.umi(-production|-test)?[\\/]plugin-dva[\\/](index\.ts|dva\.tsx)$/,
  /[\\/]src[\\/]\.umi(-production|-test)?[\\/]exports\.ts$/,
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
 *   provides a store that loads the real one when a page first reads or dispatches to it;
 * - `plugin-layout/Exception.tsx` imported antd's `Result` for every console page; the stub loads it
 *   only when the layout shows its 403 / 404.
 */
export const LAZY_RUNTIMES: { pattern: RegExp; stub: string }[] = [
  { pattern: /[\\/]src[\\/]\.umi(-production|-test)?[\\/]core[\\/]polyfill\.ts$/, stub: 'empty.js' },
  { pattern: /[\\/]src[\\/]\.umi(-production|-test)?[\\/]plugin-dva[\\/]runtime\.tsx$/, stub: 'dva-runtime.tsx' },
  { pattern: /[\\/]src[\\/]\.umi(-production|-test)?[\\/]plugin-layout[\\/]Exception\.tsx$/, stub: 'layout-exception.tsx' },
];

/**
 * Imports sent to a smaller module for one importer only (`request` as written, `issuer` the importing
 * file, `to` the module used instead), each giving the importer exactly what it used before:
 * - antd's `form/context.js`, which every input, select and picker imports for the form-item context,
 *   takes `FormProvider` from the whole of `rc-field-form` (its form store, fields, lists and
 *   async-validator, about 17 KB gzip); that `FormProvider` is defined in `rc-field-form/es/FormContext`
 *   (the index re-exports it from there), so it is taken from there and `rc-field-form` loads only
 *   with a page that renders a form;
 * - the antd plugin's runtime imports `lodash/merge` (about 4 KB gzip with its helpers) for
 *   `useAntdConfigSetter`, which the console never calls; `config/stubs/merge.js` is a plain deep merge
 *   of objects and arrays in its place;
 * - pro-provider's `intl.js` imports the messages of 33 languages (about 11 KB gzip with every console
 *   page); the console speaks zh-CN and en-US only (the antd locale it passes picks one of those two),
 *   so the other 31 take the en-US messages' module;
 * - components a first page imports but renders only in a rare case load with that case
 *   (`config/stubs/lazy.js`): the `Result` of pro-utils' error boundary (a page that threw), the
 *   `Pagination` of antd's `List` (a list given `pagination`; with it the page-size `Select`), the
 *   `Drawer` of pro-layout's side menu (narrow screens);
 * - `resize-observer-polyfill` (about 2.5 KB gzip on every page): the browsers of `targets` have
 *   `ResizeObserver`, which `config/stubs/resize-observer.js` hands over instead.
 */
export const IMPORT_REDIRECTS: { request: RegExp; issuer: RegExp; to: string }[] = [
  { request: /^rc-field-form$/, issuer: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/, to: 'rc-field-form/es/FormContext' },
  { request: /[\\/]lodash[\\/]merge(\.js)?$|^lodash\/merge$/, issuer: /[\\/]src[\\/]\.umi(-production|-test)?[\\/]plugin-antd[\\/]runtime\.tsx$/, to: join(__dirname, 'stubs', 'merge.js') },
  { request: /^\.\/locale\/(?!zh_CN$|en_US$)[A-Za-z_]+$/, issuer: /[\\/]@ant-design[\\/]pro-provider[\\/]es[\\/]intl\.js$/, to: './locale/en_US' },
  { request: /^antd$/, issuer: /[\\/]@ant-design[\\/]pro-utils[\\/]es[\\/]components[\\/]ErrorBoundary[\\/]index\.js$/, to: join(__dirname, 'stubs', 'antd-result.js') },
  { request: /^\.\.\/pagination$/, issuer: /[\\/]antd[\\/]es[\\/]list[\\/]index\.js$/, to: join(__dirname, 'stubs', 'antd-pagination.js') },
  { request: /^antd$/, issuer: /[\\/]@ant-design[\\/]pro-layout[\\/]es[\\/]components[\\/]SiderMenu[\\/]index\.js$/, to: join(__dirname, 'stubs', 'antd-drawer.js') },
  { request: /^resize-observer-polyfill$/, issuer: /./, to: join(__dirname, 'stubs', 'resize-observer.js') },
];

/**
 * What `request` imported from the file `issuer` becomes: the stub of {@link LAZY_RUNTIMES} when the
 * imported file (a relative request is taken from the issuer's folder; `.ts` / `.tsx` may be left
 * out, as umi's generated imports do) is one of the replaced runtime modules, else the module of
 * {@link IMPORT_REDIRECTS} for that importer, else `request` unchanged.
 */
export function redirectImport(request: string, issuer: string): string {
  const file = request.startsWith('.') && issuer ? resolvePath(dirname(issuer), request) : request;
  const runtime = LAZY_RUNTIMES.find(({ pattern }) => ['', '.ts', '.tsx'].some((ext) => pattern.test(file + ext)));
  if (runtime) return join(__dirname, 'stubs', runtime.stub);
  const hit = IMPORT_REDIRECTS.find((r) => r.request.test(request) && r.issuer.test(issuer));
  return hit ? hit.to : request;
}

/**
 * A webpack plugin applying {@link redirectImport} to every import before it is resolved (so a stub
 * is a module of its own, resolving its imports from its own folder).
 */
export class RedirectImportsPlugin {
  apply(compiler: { hooks: { normalModuleFactory: { tap(name: string, f: (nmf: NormalModuleFactory) => void): void } } }): void {
    compiler.hooks.normalModuleFactory.tap('RedirectImportsPlugin', (nmf) => {
      nmf.hooks.beforeResolve.tap('RedirectImportsPlugin', (data) => {
        if (data?.request) data.request = redirectImport(data.request, data.contextInfo?.issuer ?? '');
      });
    });
  }
}
interface NormalModuleFactory {
  hooks: { beforeResolve: { tap(name: string, f: (data: { request?: string; contextInfo?: { issuer?: string } }) => void): void } };
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
 * - replaces the unused ProField value types by a stub ({@link UNUSED_PRO_FIELDS});
 * - compiles `src/` for the configured targets ({@link modernBabelOptions});
 * - defers the dva runtime and drops the regenerator polyfill ({@link LAZY_RUNTIMES});
 * - takes two imports from smaller modules ({@link IMPORT_REDIRECTS}).
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
  // The lazy runtimes (LAZY_RUNTIMES) and the import redirects (IMPORT_REDIRECTS).
  memo.plugin('redirect-imports').use(RedirectImportsPlugin, []);
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
