/**
 * The dva side of `config/stubs/dva-runtime.tsx`, loaded the first time a page reads or dispatches to
 * the dva store: umi's generated dva app (`RootContainer`, which creates the app with the models of
 * `src/models/` and dva-loading, and `getDvaApp`) and the `regenerator-runtime` global that dva-core
 * and dva-loading call (umi's polyfill installed it for every page before; see `LAZY_RUNTIMES` in
 * config/bundle.ts).
 */
import 'regenerator-runtime/runtime';

export { RootContainer, getDvaApp } from '@@/plugin-dva/dva';
