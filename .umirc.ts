import { defineConfig } from '@umijs/max';
import { chainWebpack } from './config/bundle';
import { themeComponents, themeToken } from './config/theme';
import proxy from './config/proxy';
import routes from './config/routes';
import { devOverrides } from './config/dev';
import { mockEdgesProxy } from './config/plugins/mock-edges';

/**
 * Umi configuration of the 一税 console.
 * - `MOCK=none` turns the mock API off; requests to `/api` then go through `config/proxy.ts`
 *   to `API_HOST` (see README).
 * - `API_BASE` sets the request client's base URL (default: same origin).
 */
export default defineConfig({
  // Tokens with AA contrast on white and on the layout grey (config/theme.ts). No `appConfig`: antd's
  // `App` (message, notification, modal) comes from src/components/FeedbackProvider.tsx, which loads
  // their code on the first message instead of in umi.js.
  antd: { configProvider: {}, theme: { token: themeToken, components: themeComponents } },
  access: {},
  model: {},
  initialState: {},
  request: { dataField: '' },
  dva: {},
  // antd 5 and pro-components use dayjs; this maps moment (pulled in by the locale plugin) onto it.
  // No dayjs plugins up front: the date pickers (rc-picker), pro-utils and src/core/imports extend the
  // ones they use themselves, so umi.js does not carry eleven plugins for every page (issue #25).
  moment2dayjs: { preset: 'none', plugins: [] },
  locale: {
    default: 'zh-CN',
    antd: true,
    baseNavigator: false,
    useLocalStorage: false,
    title: false,
  },
  layout: {
    title: '一税',
    locale: true,
  },
  title: '一税',
  // `<html lang="zh-CN">` in the generated index.html (config/plugins/html-lang.ts).
  // A malformed %-escape in a mock address answers the Chinese 400 envelope in `max dev` (config/plugins/mock-edges.ts).
  // src/core/countries/packs.generated.ts regenerated from the pack files on setup, dev and build (config/plugins/country-index.ts);
  // src/services/_generated/*.calls.ts from the contracts of src/core/<area>/api.ts likewise (config/plugins/calls.ts).
  plugins: [require.resolve('./config/plugins/html-lang'), require.resolve('./config/plugins/mock-edges'), require.resolve('./config/plugins/country-index'), require.resolve('./config/plugins/calls')],
  // Titles are set in onRouteChange (src/app.tsx); react-helmet-async is not needed.
  helmet: false,
  routes,
  mock: process.env.MOCK === 'none' ? false : { exclude: ['mock/_store/**'] },
  // The proxy only runs with the mock API off, or it would shadow the mocks. With the mock on, its one
  // entry forwards nothing: it sends a malformed %-escape to the mock's 400 envelope in `max preview`,
  // which runs no plugin middleware (config/plugins/mock-edges.ts).
  proxy: process.env.MOCK === 'none' ? proxy[process.env.UMI_ENV === 'prod' ? 'prod' : 'dev'] : mockEdgesProxy,
  define: {
    'process.env.API_BASE': process.env.API_BASE || '',
  },
  npmClient: 'npm',
  hash: true,
  mako: false,
  mfsu: false,
  devtool: process.env.NODE_ENV === 'development' ? 'eval-cheap-module-source-map' : process.env.PROFILE_BUILD ? 'source-map' : false,
  // Modern browsers only (architecture: no legacy polyfills), so no core-js bundle either.
  targets: { chrome: 100, edge: 100, firefox: 100, safari: 15 },
  polyfill: { imports: [] },
  favicons: ['/favicon.svg'],
  esbuildMinifyIIFE: true,
  // terser rather than the default esbuild minifier: about 30 KB gzip less on umi.js (bench:bundle).
  jsMinifier: 'terser',
  jsMinifierOptions: process.env.PROFILE_BUILD
    ? // `PROFILE_BUILD=1`: names kept and source maps for CPU profiles (`bench:batch --profile`, docs/testing.md "Speed"), written to dist-profile/
      { compress: { passes: 1 }, mangle: false, keep_fnames: true, keep_classnames: true, format: { comments: false } }
    : { compress: { passes: 2 }, format: { comments: false } },
  outputPath: process.env.PROFILE_BUILD ? 'dist-profile' : 'dist',
  // Lets webpack drop code the console never runs (config/bundle.ts).
  chainWebpack,
  // `ANALYZE=1 npm run build` writes the bundle report to bench-data/bundle-report.json (no server);
  // with `STATS=1` also webpack's stats with the reason each module is included.
  analyze: {
    analyzerMode: 'json',
    reportFilename: '../bench-data/bundle-report.json',
    generateStatsFile: !!process.env.STATS,
    statsFilename: '../bench-data/stats.json',
    statsOptions: { source: false, reasons: true, modules: true, chunks: false, assets: false },
  },
  // --- Development only (`max dev`; issue #25 "Dev server", config/dev.ts) ---------------------------
  // mako bundles the dev server (7–9 s instead of webpack's 20–45 s) into node_modules/.cache/mako-dev;
  // empty for `max build` and the tests. `MAKO=none npm start` keeps webpack in development.
  ...devOverrides(),
});
