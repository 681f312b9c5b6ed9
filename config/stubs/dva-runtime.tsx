/**
 * Stand-in for umi's generated `plugin-dva/runtime.tsx` (see `LAZY_RUNTIMES` in config/bundle.ts).
 * The generated one created the dva app — dva-core, redux-saga, redux, dva-loading and every model of
 * `src/models/` — before the first page rendered, though only the many-report upload uses a model.
 * This one gives react-redux's context a store that stands in for dva's until a page first needs it
 * (react-redux's own `Provider` reads the state while rendering, so the context is provided directly):
 * - reading its state during a render (`useSelector`, `connect`) suspends that page (the route's
 *   loading state) while `config/stubs/dva-app.ts` loads; the generated `RootContainer` is then
 *   rendered once beside the app, creates the dva app exactly as before (runtime `dva` config, models,
 *   dva-loading, `getDvaApp()`), and the page renders with the real state;
 * - a dispatch before that is kept and replayed on the real store, in order;
 * - subscribers are carried over to the real store.
 * The dva plugin, its models and `useSelector` / `useDispatch` / `getDvaApp` from `@umijs/max` work
 * as before; only the moment the dva app is created moves from start-up to first use.
 */
import { createElement, Fragment, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
// The context of the dva plugin's react-redux copy (one context per page, kept on globalThis).
import { ReactReduxContext } from '@umijs/plugins/node_modules/react-redux/es/components/Context';
import { createLazyStore, type Listener, type StoreApi } from './lazy-store';

type DvaApp = typeof import('./dva-app');

let app: DvaApp | null = null;
let loading: Promise<void> | null = null;
/** Re-renders the mounted root once the dva app's module has loaded. */
let showRoot: ((mod: DvaApp) => void) | null = null;

/** Starts loading the dva app (once). */
function load(): void {
  if (!loading) {
    loading = import('./dva-app').then((mod) => {
      app = mod;
      showRoot?.(mod);
    });
  }
}

/** The store react-redux sees from the first render on, and the hand-over to dva's (config/stubs/lazy-store.ts). */
const { store: lazyStore, attach, listeners } = createLazyStore(load);

/**
 * The context value react-redux's hooks and `connect` read: the store, and a root subscription whose
 * `addNestedSub` is all they call on it.
 */
const context = {
  store: lazyStore,
  subscription: {
    addNestedSub: (listener: Listener) => lazyStore.subscribe(listener),
    notifyNestedSubs: () => listeners.forEach((l) => l()),
    handleChangeWrapper: () => listeners.forEach((l) => l()),
    isSubscribed: () => true,
    trySubscribe: () => undefined,
    tryUnsubscribe: () => undefined,
    getListeners: () => ({ notify: () => listeners.forEach((l) => l()), get: () => [...listeners] }),
  },
  getServerState: undefined,
  stabilityCheck: 'never',
  noopCheck: 'never',
};

/** Renders the generated RootContainer once (it creates the dva app), then hands its store over. */
function Attach({ mod }: { mod: DvaApp }) {
  useLayoutEffect(() => {
    const dva = mod.getDvaApp() as { _store: StoreApi } | undefined;
    if (dva) attach(dva._store);
  }, [mod]);
  return null;
}

function DvaRoot({ children }: { children: ReactNode }) {
  const [mod, setMod] = useState<DvaApp | null>(app);
  useLayoutEffect(() => {
    showRoot = setMod;
    if (app) setMod(app);
    return () => {
      showRoot = null;
    };
  }, []);
  const Root = mod?.RootContainer as ComponentType<{ children: ReactNode }> | undefined;
  return createElement(
    ReactReduxContext.Provider as unknown as ComponentType<{ value: typeof context; children?: ReactNode }>,
    { value: context },
    // The first slot stays in place (null until loaded), so the app below is never re-mounted.
    Root && mod ? createElement(Root, null, createElement(Attach, { mod })) : null,
    createElement(Fragment, null, children),
  );
}

/** umi's `dataflowProvider` runtime hook, as in the generated runtime. */
export function dataflowProvider(container: ReactNode) {
  return createElement(DvaRoot, null, container);
}
