import { ConfigContext } from 'antd/es/config-provider';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import classNames from 'classnames';
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { deferredApi } from '@/request/deferred-feedback';
import { setFeedbackApi } from '@/request/feedback';

/** antd's `App.useApp()` API: `message`, `notification`, `modal`. */
export type AppApi = useAppProps;

/** The message, notification and modal holders: their code (Modal, rc-dialog, rc-notification…) loads on first use. */
const FeedbackHolders = lazy(() => import('./FeedbackHolders'));

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
