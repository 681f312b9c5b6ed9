import { ConfigContext } from 'antd/es/config-provider';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import classNames from 'classnames';
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setFeedbackApi } from '@/request/feedback';

/** antd's `App.useApp()` API: `message`, `notification`, `modal`. */
export type AppApi = useAppProps;

/** The message, notification and modal holders: their code (Modal, rc-dialog, rc-notification…) loads on first use. */
const FeedbackHolders = lazy(() => import('./FeedbackHolders'));

/** The methods of antd's `App.useApp()` API, per part (antd 5: `useMessage`, `useNotification`, `useModal`). */
const METHODS: { [K in keyof AppApi]: string[] } = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
  notification: ['open', 'success', 'error', 'info', 'warning', 'destroy'],
  modal: ['confirm', 'info', 'success', 'error', 'warning'],
};

/**
 * An `App.useApp()`-shaped API whose calls go to antd's real one once its holders have loaded: a call
 * made before that loads them and runs when they are mounted (in order); it returns nothing then
 * (no caller of the console uses the return value), later calls return antd's value.
 */
function deferredApi(real: () => AppApi | null, request: (run: (api: AppApi) => void) => void): AppApi {
  const api: Record<string, Record<string, (...args: unknown[]) => unknown>> = {};
  (Object.keys(METHODS) as (keyof AppApi)[]).forEach((part) => {
    api[part] = {};
    METHODS[part].forEach((method) => {
      api[part][method] = (...args: unknown[]) => {
        const call = (a: AppApi) => (a[part] as unknown as Record<string, (...x: unknown[]) => unknown>)[method](...args);
        const now = real();
        if (now) return call(now);
        request(call);
        return undefined;
      };
    });
  });
  return api as unknown as AppApi;
}

/**
 * Wraps the whole app (every route, with or without the console layout) like antd's `App`: the same
 * `.ant-app` element and styles, and the same context, so `App.useApp()` and {@link useFeedback}
 * give a message / notification / modal API; that API is also handed to the request layer
 * (architecture: no static `message`). Unlike antd's `App`, the holders behind it load on the first
 * message, so the first page does not download Modal and its dependencies (issue #25 "First load").
 */
export default function FeedbackProvider({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  const realRef = useRef<AppApi | null>(null);
  const queue = useRef<((api: AppApi) => void)[]>([]);
  const [wanted, setWanted] = useState(false);
  const api = useMemo(
    () =>
      deferredApi(
        () => realRef.current,
        (run) => {
          queue.current.push(run);
          setWanted(true);
        },
      ),
    [],
  );
  const onReady = useCallback((real: AppApi) => {
    realRef.current = real;
    queue.current.splice(0).forEach((run) => run(real));
  }, []);
  useEffect(() => {
    setFeedbackApi(api);
    return () => setFeedbackApi(null);
  }, [api]);
  const className = classNames(hashId, prefixCls, cssVarCls, { [`${prefixCls}-rtl`]: direction === 'rtl' });
  return wrapCSSVar(
    <AppContext.Provider value={api}>
      <div className={className}>
        {wanted ? (
          <Suspense fallback={null}>
            <FeedbackHolders onReady={onReady} />
          </Suspense>
        ) : null}
        {children}
      </div>
    </AppContext.Provider>,
  );
}

/** The message / notification / modal API of {@link FeedbackProvider} (what `App.useApp()` returns). */
export function useFeedback(): AppApi {
  return useContext(AppContext);
}
