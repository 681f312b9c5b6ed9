/**
 * Stand-in for a generated module whose only job the build no longer needs (see `LAZY_RUNTIMES` in
 * config/bundle.ts): umi's `core/polyfill.ts`, which only installed `regenerator-runtime` as a global.
 */
export {};
