/**
 * `Result` for pro-utils' error boundary (it shows one only when a page throws): loads antd's `Result`
 * and its illustrations then (see `IMPORT_REDIRECTS` in config/bundle.ts).
 */
import { lazyComponent } from './lazy';

export const Result = lazyComponent(() => import('antd/es/result'));
