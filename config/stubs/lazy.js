/**
 * A component that renders the default export of `load()` once it has loaded (nothing until then),
 * passing props and ref through: the antd components of `IMPORT_REDIRECTS` (config/bundle.ts) that a
 * first page imports but only renders in a rare case load with that case.
 */
import { createElement, forwardRef, lazy, Suspense } from 'react';

export function lazyComponent(load) {
  const Loaded = lazy(load);
  return forwardRef(function LazyComponent(props, ref) {
    return createElement(Suspense, { fallback: null }, createElement(Loaded, { ...props, ref }));
  });
}
