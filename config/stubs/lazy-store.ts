/**
 * A redux-shaped store standing in for one that is created later (used by `config/stubs/dva-runtime.tsx`
 * for dva's): reading its state before then calls `load` and throws a promise (React suspends the
 * reading component until it settles); a dispatch before then is kept and replayed on the real store
 * in order; subscribers are carried over. `attach(real)` hands everything over (a second call is
 * ignored); afterwards every call goes to the real store.
 */
export type Listener = () => void;
export type Action = { type: string; [key: string]: unknown };
/** The redux store API react-redux uses. */
export interface StoreApi {
  getState(): unknown;
  dispatch(action: Action): unknown;
  subscribe(listener: Listener): () => void;
}

export function createLazyStore(load: () => void): { store: StoreApi; attach: (real: StoreApi) => void; listeners: Set<Listener> } {
  let real: StoreApi | null = null;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  const listeners = new Set<Listener>();
  const pending: Action[] = [];
  const store: StoreApi = {
    getState() {
      if (real) return real.getState();
      load();
      // Suspends the reading component until the real store is attached.
      throw ready;
    },
    dispatch(action) {
      if (real) return real.dispatch(action);
      pending.push(action);
      load();
      return action;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  const attach = (next: StoreApi) => {
    if (real) return;
    real = next;
    next.subscribe(() => listeners.forEach((l) => l()));
    pending.splice(0).forEach((action) => next.dispatch(action));
    resolveReady();
    listeners.forEach((l) => l());
  };
  return { store, attach, listeners };
}
