import { defineConfig } from '@umijs/max';
import proxy from './config/proxy';
import routes from './config/routes';

/**
 * Umi configuration of the 一税 console.
 * - `MOCK=none` turns the mock API off; requests to `/api` then go through `config/proxy.ts`
 *   to `API_HOST` (see README).
 * - `API_BASE` sets the request client's base URL (default: same origin).
 */
export default defineConfig({
  antd: { configProvider: {}, appConfig: {}, theme: { token: { colorPrimary: '#6862B0', colorLink: '#6862B0' } } },
  access: {},
  model: {},
  initialState: {},
  request: { dataField: '' },
  dva: {},
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
  routes,
  mock: process.env.MOCK === 'none' ? false : { exclude: ['mock/_store/**'] },
  // The proxy only runs with the mock API off, or it would shadow the mocks.
  proxy: process.env.MOCK === 'none' ? proxy[process.env.UMI_ENV === 'prod' ? 'prod' : 'dev'] : undefined,
  define: {
    'process.env.API_BASE': process.env.API_BASE || '',
  },
  npmClient: 'npm',
  hash: true,
  mako: false,
  mfsu: false,
  devtool: process.env.NODE_ENV === 'development' ? 'eval-cheap-module-source-map' : false,
  targets: { chrome: 100 },
  favicons: ['/favicon.svg'],
  esbuildMinifyIIFE: true,
});
