import { existsSync } from 'fs';
import { join } from 'path';
import type { IApi } from '@umijs/max';

/** Minimal request shape of the dev server's connect middleware. */
interface DevReq {
  url?: string;
}

/**
 * Connect middleware for `max dev` under mako (issue #25 "Dev server"): mako 0.11 compiles
 * `new Worker(new URL('./x.worker.ts', import.meta.url))` to a URL relative to the *page*
 * (`document.baseURI`), not to the public path `/`, so on `/user/calculate-tax` the browser asks for
 * `/user/src_workers_report_worker_ts_…-worker.js` and gets the console's HTML ("Unexpected token
 * '<'": the report check and the hashing Workers never start). A request whose last path segment is a
 * worker file (`*-worker.js`, or its `.map`) that mako wrote to `outDir` is served from the root, where
 * the file is. Anything else passes untouched. The production build (webpack) resolves worker URLs
 * against the public path and needs none of this.
 */
export function makoWorkerPaths(outDir: string) {
  return (req: DevReq, _res: unknown, next: () => void): void => {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const m = /\/([\w.-]+-worker\.js(?:\.map)?)$/.exec(path);
    if (m && path !== `/${m[1]}` && existsSync(join(outDir, m[1]))) req.url = `/${m[1]}${q < 0 ? '' : url.slice(q)}`;
    next();
  };
}

/**
 * Umi preset added by `config/dev.ts` only when `max dev` bundles with mako: registers
 * {@link makoWorkerPaths} before the dev server's other middlewares, for mako's output directory
 * (`api.config.outputPath`, `node_modules/.cache/mako-dev`).
 */
export default (api: IApi) => {
  api.register({
    key: 'addBeforeMiddlewares',
    fn: () => [makoWorkerPaths(join(api.cwd, api.config?.outputPath ?? api.userConfig.outputPath ?? 'dist'))],
  });
};
