import path from 'path';
import type { IApi } from '@umijs/max';
import { generateCountryIndex } from '../../scripts/gen-country-index';

/**
 * Keeps `src/core/countries/packs.generated.ts` (the generated list of VAT country packs, issue #31
 * "Adding a country") in step with the pack files: regenerated whenever umi generates its files —
 * `max setup` (npm install), `max dev` (npm start) and `max build` — and, in `max dev`, when a file
 * of `src/core/countries/` is added or removed. The file is written only when its text changes
 * (`scripts/gen-country-index.ts`). A folder the script cannot read as packs stops the command with
 * the script's Chinese message (which file, what to fix).
 */
export default (api: IApi) => {
  const dir = path.join(api.paths.absSrcPath, 'core', 'countries');
  api.onGenerateFiles(() => {
    const { file, written } = generateCountryIndex(dir);
    if (written) api.logger.info(`国家包索引已更新：${path.relative(api.cwd, file)}`);
  });
  api.addTmpGenerateWatcherPaths(() => [{ path: dir, events: ['add', 'unlink'] }]);
};
