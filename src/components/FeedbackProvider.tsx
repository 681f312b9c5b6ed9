import { App } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { setFeedbackApi } from '@/request/feedback';

function Bridge() {
  const api = App.useApp();
  useEffect(() => {
    setFeedbackApi(api);
    return () => setFeedbackApi(null);
  }, [api]);
  return null;
}

/**
 * Wraps the whole app (every route, with or without the console layout) in antd's `App` and hands
 * its message / notification / modal API to the request layer (architecture: no static `message`).
 */
export default function FeedbackProvider({ children }: { children: ReactNode }) {
  return (
    <App>
      <Bridge />
      {children}
    </App>
  );
}
