import { existsSync } from 'fs';
import { connect } from 'net';
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

/** Whether something accepts TCP connections on `127.0.0.1:port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Connect middleware for `max dev` under mako: umi reports the build done (its loading screen then
 * reloads the page) before mako's own server, which serves the bundle on `port` (umi's port + 1),
 * listens — for a few seconds while mako writes the bundle to disk. Requests for the bundle in that
 * gap were answered 500 and left a blank page; they now wait (at most 60 s) until that server
 * listens. `done()` says whether umi considers the build done (before that, umi's loading screen
 * answers); the API and the file host never wait.
 */
export function waitForMakoServer(port: number, done: () => boolean) {
  let up = false;
  return async (req: DevReq, _res: unknown, next: () => void): Promise<void> => {
    const url = req.url ?? '';
    if (!up && done() && !url.startsWith('/api/') && !url.startsWith('/mock-oss/')) {
      const end = Date.now() + 60_000;
      // eslint-disable-next-line no-await-in-loop
      while (!(up = await listening(port)) && Date.now() < end) {
        // eslint-disable-next-line no-await-in-loop
        await new Promise((r) => {
          setTimeout(r, 200);
        });
      }
    }
    next();
  };
}

/**
 * Umi preset added by `config/dev.ts` only when `max dev` bundles with mako: registers
 * {@link waitForMakoServer} and {@link makoWorkerPaths} (for mako's output directory,
 * `api.config.outputPath`, `node_modules/.cache/mako-dev`) before the dev server's other middlewares.
 */
export default (api: IApi) => {
  api.register({
    key: 'addBeforeMiddlewares',
    fn: () => [
      waitForMakoServer(api.appData.port + 1, () => !!api.appData.bundleStatus?.done),
      makoWorkerPaths(join(api.cwd, api.config?.outputPath ?? api.userConfig.outputPath ?? 'dist')),
    ],
  });
};
