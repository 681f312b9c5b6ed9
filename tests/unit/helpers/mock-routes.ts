/**
 * The mock routes umi loads, for the guard tests that read them (tests/unit/guardrails/mock-routes.test.ts,
 * contracts.test.ts): every `.ts` file under mock/ but the store folder `mock/_store` (.umirc.ts
 * `mock.exclude`) and declaration files, nested folders included (e.g. mock/declare/italy.ts).
 */
import fs from 'fs';
import path from 'path';

/** The repository's mock folder. */
export const MOCK_DIR = path.resolve(__dirname, '../../../mock');

/** Every mock file umi loads, as paths relative to mock/ (`'declare/italy.ts'`). */
export function mockFiles(dir = MOCK_DIR, rel = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return e.name === '_store' && !rel ? [] : mockFiles(path.join(dir, e.name), `${rel}${e.name}/`);
    return /\.ts$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [`${rel}${e.name}`] : [];
  });
}

/** One route of a mock file: its file (relative to mock/), its key (`'GET /api/x'`) and its handler. */
export interface MockRoute {
  file: string;
  key: string;
  handler: unknown;
}

/** Every route of every mock file umi loads, in file order. */
export function mockRoutes(): MockRoute[] {
  return mockFiles().flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
    const mod = require(path.join(MOCK_DIR, file));
    return Object.entries((mod.default ?? mod) as Record<string, unknown>).map(([key, handler]) => ({ file, key, handler }));
  });
}
