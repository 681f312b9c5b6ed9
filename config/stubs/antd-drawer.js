/**
 * The antd imports of pro-layout's side menu: `ConfigProvider` as is, and `Drawer` (the menu on
 * narrow screens only) loaded when first shown (see `IMPORT_REDIRECTS` in config/bundle.ts).
 */
import { lazyComponent } from './lazy';

export { ConfigProvider } from 'antd';
export const Drawer = lazyComponent(() => import('antd/es/drawer'));
