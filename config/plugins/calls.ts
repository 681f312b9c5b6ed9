import { execFileSync } from 'child_process';
import path from 'path';
import type { IApi } from '@umijs/max';

/**
 * Keeps `src/services/_generated/*.calls.ts` (the calls of the console, generated from the contracts
 * of `src/core/<area>/api.ts`; issue #34 "each path written once") in step with the contracts:
 * regenerated whenever umi generates its files — `max setup` (npm install), `max dev` (npm start) and
 * `max build` — and, in `max dev`, when a contract module changes or one is added or removed. The script runs in its own process
 * (`tsx scripts/gen-calls.ts`: it loads the contracts, which umi's config loader does not compile) and
 * writes a file only when its text changes. A contract module the script cannot read stops the command
 * with the script's Chinese message (which file, what to fix).
 */
export default (api: IApi) => {
  const core = path.join(api.paths.absSrcPath, 'core');
  const run = () => {
    try {
      const out = execFileSync(process.execPath, [require.resolve('tsx/cli'), path.join(api.cwd, 'scripts/gen-calls.ts')], { cwd: api.cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      if (!out.startsWith('无变化')) api.logger.info(out.trim());
    } catch (e) {
      const err = e as { stderr?: string; message: string };
      throw new Error((err.stderr || err.message).trim());
    }
  };
  // Run on the first generation and when a file of src/core changed (not on every page edit of `max dev`).
  api.onGenerateFiles(({ files, isFirstTime }: { files?: { path: string }[] | null; isFirstTime?: boolean }) => {
    if (isFirstTime !== false || !files || files.some((f) => path.resolve(f.path).startsWith(core))) run();
  });
  api.addTmpGenerateWatcherPaths(() => [{ path: core, events: ['add', 'unlink'] }, ...listContracts(core).map((p) => ({ path: p, events: ['change'] }))]);
};

/** The contract modules of `core` (`<area>/api.ts`, `<area>/<name>-api.ts`), as scripts/gen-calls.ts finds them. */
function listContracts(core: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
  const fs = require('fs') as typeof import('fs');
  return fs
    .readdirSync(core, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => fs.readdirSync(path.join(core, d.name)).filter((f) => f === 'api.ts' || /-api\.ts$/.test(f)).map((f) => path.join(core, d.name, f)));
}
