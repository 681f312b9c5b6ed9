import { history } from '@umijs/max';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

/** The error state, loaded on demand (antd's Result with its illustrations stays out of the first load). */
const ErrorState = lazy(() => import('./ErrorState'));

interface State {
  error: Error | null;
}

/**
 * The console's error boundary (issue #14 "A page crashes on accepted data"): a page that throws
 * while rendering shows a Chinese error state with a way back (reload, previous page, home) instead
 * of a blank page or React's minified error. Used by ProLayout for the console pages (runtime layout
 * `ErrorBoundary`) and by the global layout for pages without the console layout. It clears itself on
 * the next route change. Class component: React has no hook for error boundaries.
 */
export default class AppErrorBoundary extends Component<{ children?: ReactNode }, State> {
  state: State = { error: null };

  private unlisten?: () => void;

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidMount() {
    this.unlisten = history.listen(() => {
      if (this.state.error) this.setState({ error: null });
    });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the browser console for support; the page shows the Chinese state.
    console.error('[页面错误]', error, info.componentStack);
  }

  componentWillUnmount() {
    this.unlisten?.();
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorState />
      </Suspense>
    );
  }
}
