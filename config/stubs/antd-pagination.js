/**
 * `Pagination` for antd's `List` (it renders one only when given `pagination`): loads antd's
 * `Pagination` (with the page-size `Select`) then (see `IMPORT_REDIRECTS` in config/bundle.ts).
 */
import { lazyComponent } from './lazy';

export default lazyComponent(() => import('antd/es/pagination'));
