/**
 * Stand-in for the layout plugin's generated `plugin-layout/Exception.tsx` (see `LAZY_RUNTIMES` in
 * config/bundle.ts): the same decisions — a custom 404 / 403 when given, antd's `Result` 403 or 404
 * for a route that is missing or not accessible, else the page — but `Result` (with its three
 * illustrations, about 10 KB gzip) loads only when a 403 or 404 is shown, not with every console page.
 */
import { createElement, lazy, Suspense, type ReactNode } from 'react';

const ExceptionResult = lazy(() => import('./layout-exception-result'));

interface ExceptionProps {
  children: ReactNode;
  route?: { unaccessible?: boolean };
  notFound?: ReactNode;
  noAccessible?: ReactNode;
  unAccessible?: ReactNode;
  noFound?: ReactNode;
}

export default function Exception(props: ExceptionProps) {
  const custom404 = !props.route && (props.noFound || props.notFound);
  if (custom404) return custom404;
  const custom403 = props.route?.unaccessible && (props.unAccessible || props.noAccessible);
  if (custom403) return custom403;
  if (!props.route || props.route.unaccessible) {
    return createElement(Suspense, { fallback: null }, createElement(ExceptionResult, { forbidden: !!props.route }));
  }
  return props.children;
}
