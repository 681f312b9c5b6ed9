/**
 * The browser's own `ResizeObserver` in place of `resize-observer-polyfill` (see `IMPORT_REDIRECTS` in
 * config/bundle.ts): every target of the build (Chrome / Edge / Firefox 100, Safari 15) has it, so
 * rc-resize-observer and rc-align use it directly instead of downloading the polyfill. Outside a
 * browser (never in the build's targets) an observer that observes nothing.
 */
class NoResizeObserver {
  observe() {}

  unobserve() {}

  disconnect() {}
}

export default typeof window !== 'undefined' && window.ResizeObserver ? window.ResizeObserver : NoResizeObserver;
