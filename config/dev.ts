/**
 * Development-only settings of `npm start` (`max dev`), issue #25 "Dev server": spread last into
 * `.umirc.ts`, they change nothing for `max build`, `max preview` or the tests.
 *
 * `max dev` bundles with **mako** (`@umijs/mako`, Rust, all cores) instead of webpack: 7–9 s for
 * the whole app instead of 20–45 s on two cores (docs/testing.md, `npm run bench:dev`). The
 * production build stays on webpack with `config/bundle.ts`. `MAKO=none npm start` goes back to
 * webpack in development (the umi default) if mako ever fails on a change.
 *
 * What the webpack-only `chainWebpack` of `config/bundle.ts` does, and why dev under mako does not need it
 * (mako ignores `chainWebpack` except its `output` options, which ours does not set):
 * - side-effect-free flags, the `@ant-design/icons` 4.x → 5.x and `@babel/runtime` aliases, the unused
 *   ProField value types replaced by a stub: size only; the modules they drop or merge work the same
 *   when present (the stub only turns a forgotten value type into a console error in the build, and
 *   `tests/unit/config/bundle.test.ts` checks no screen asks for one);
 * - no `Buffer` global: under mako `xlsx` still takes its browser path (it wants `process.versions.node`
 *   as well), as the import suites show against `max dev` (docs/testing.md).
 * Mako itself needs two fixes for this app's Web Workers: no shared chunks (`codeSplitting: false`,
 * below) and Worker URLs served from any page path (`config/dev-preset.ts`).
 */

/** The keys of umi's config this file sets (a subset of `defineConfig`'s argument). */
export interface DevOverrides {
  /** umi's mako bundler for `max dev` (`{}`: its defaults). */
  mako?: Record<string, never>;
  /**
   * Where mako writes the development bundle (it writes files, unlike webpack's in-memory dev
   * server): inside `node_modules/.cache`, so `npm start` never overwrites the production `dist/`
   * that `npm run preview` and the end-to-end tests serve.
   */
  outputPath?: string;
  /** No bundle report on every dev build (mako writes one whenever `analyze` is set). */
  analyze?: undefined;
  /** Webpack-only (see above); left out so mako does not print its "unsupported option" banner. */
  chainWebpack?: undefined;
  /**
   * `false`: no shared `common` / `vendors` chunks in development. Mako 0.11 moves modules a Worker
   * shares with the pages (`src/core/vat`) into those chunks but never loads them in the Worker
   * ("Cannot read properties of undefined (reading 'call')": the report check and hashing fail).
   */
  codeSplitting?: false;
  /** `config/dev-preset.ts`: serves mako's Worker files whatever page asks for them. */
  presets?: string[];
}

/** Development bundle directory of mako, relative to the repository (git-ignored with node_modules). */
export const MAKO_DEV_OUTPUT = 'node_modules/.cache/mako-dev';

/**
 * The development-only overrides for `env` (default `process.env`): mako and its output directory when
 * `NODE_ENV` is `development` (umi sets it for `max dev`) and `MAKO` is not `none`; otherwise nothing,
 * so `max build` (`NODE_ENV=production`) and the tests get `.umirc.ts` unchanged.
 */
export function devOverrides(env: NodeJS.ProcessEnv = process.env): DevOverrides {
  if (env.NODE_ENV !== 'development' || env.MAKO === 'none') return {};
  return { mako: {}, outputPath: MAKO_DEV_OUTPUT, analyze: undefined, chainWebpack: undefined, codeSplitting: false, presets: [require.resolve('./dev-preset')] };
}
