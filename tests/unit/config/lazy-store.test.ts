import { createLazyStore, type Action, type Listener, type StoreApi } from '../../../config/stubs/lazy-store';

/** A minimal redux-like store recording what it is given. */
function realStore(initial: { count: number }) {
  let state = initial;
  const listeners = new Set<Listener>();
  const seen: Action[] = [];
  const store: StoreApi = {
    getState: () => state,
    dispatch(action) {
      seen.push(action);
      if (action.type === 'add') state = { count: state.count + Number(action.by) };
      listeners.forEach((l) => l());
      return action;
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return { store, seen };
}

describe('config/stubs/lazy-store (the dva store created on first use, issue #25)', () => {
  it('reading the state before the real store exists starts loading it and suspends (throws a promise that settles on attach)', async () => {
    const load = jest.fn();
    const { store, attach } = createLazyStore(load);
    let thrown: unknown;
    try {
      store.getState();
    } catch (e) {
      thrown = e;
    }
    expect(load).toHaveBeenCalledTimes(1);
    expect(thrown).toBeInstanceOf(Promise);
    let settled = false;
    (thrown as Promise<void>).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    const real = realStore({ count: 2 });
    attach(real.store);
    await thrown;
    expect(settled).toBe(true);
    expect(store.getState()).toEqual({ count: 2 });
  });

  it('keeps dispatches made before the real store exists and replays them in order; later ones go straight through', () => {
    const load = jest.fn();
    const { store, attach } = createLazyStore(load);
    expect(store.dispatch({ type: 'add', by: 1 })).toEqual({ type: 'add', by: 1 });
    store.dispatch({ type: 'add', by: 10 });
    expect(load).toHaveBeenCalled();
    const real = realStore({ count: 0 });
    attach(real.store);
    expect(real.seen.map((a) => a.by)).toEqual([1, 10]);
    expect(store.getState()).toEqual({ count: 11 });
    store.dispatch({ type: 'add', by: 100 });
    expect(real.seen.map((a) => a.by)).toEqual([1, 10, 100]);
    expect(store.getState()).toEqual({ count: 111 });
  });

  it('carries subscribers over: notified on attach and on every later change, not after unsubscribing; a second attach is ignored', () => {
    const { store, attach } = createLazyStore(() => undefined);
    const a = jest.fn();
    const b = jest.fn();
    store.subscribe(a);
    const offB = store.subscribe(b);
    const real = realStore({ count: 0 });
    attach(real.store);
    expect(a).toHaveBeenCalledTimes(1);
    store.dispatch({ type: 'add', by: 1 });
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);
    offB();
    store.dispatch({ type: 'add', by: 1 });
    expect(a).toHaveBeenCalledTimes(3);
    expect(b).toHaveBeenCalledTimes(2);
    const other = realStore({ count: 99 });
    attach(other.store);
    expect(store.getState()).toEqual({ count: 2 });
  });
});
