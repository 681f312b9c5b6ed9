/**
 * Asynchronous exports (spec §4 "Exports are asynchronous: one call starts the export, a separate
 * export-result call fetches it"; §9 ".xlsx with a sheet named sheet1").
 *
 * `startExport()` records a task and builds the workbook in the background (progress 0 → 100 in a
 * few steps, so the console's progress display is exercised); `exportResult()` answers the task as
 * the export-result calls return it:
 * `{ taskId, status: 'pending' | 'running' | 'done' | 'failed', progress, fileName, url?, rows, error? }`.
 * The finished file is stored on the file host under the user's id and `url` is its signed URL.
 */
import { randomBytes } from 'crypto';
import * as XLSX from 'xlsx';
import { buildWorkbook, toXlsxFileName, type XlsxColumn } from '../../src/core/utils/xlsx';
import { collection } from './collections';
import { signedFileUrl, storeFile } from './files';
import { fail, ok } from './core';
import { route, selectRows, type ListSpec, type MockHandler, type RouteContext } from './route';
import type { z } from './schema';
import type { ApiContract } from '../../src/core/contract';
import type { MockUser } from './types';

/** An export task of one user. */
interface ExportTask {
  taskId: string;
  userId: number;
  status: 'pending' | 'running' | 'done' | 'failed';
  progress: number;
  fileName: string;
  rows: number;
  key?: string;
  error?: string;
  createdAt: number;
}

const tasks = collection('exportTasks', () => new Map<string, ExportTask>());

/** Delay between two progress steps of an export (ms). */
const EXPORT_STEP_MS = 150;

/** Test switches of exports (`POST /api/__test__/export { stepMs }`): a slower export shows its progress. */
export const exportSwitches = collection('exportTest', () => ({ stepMs: EXPORT_STEP_MS }));

/**
 * Starts an export of `rows` through `columns` into `<fileName>.xlsx` (sheet `sheet1`) for `user`.
 * Returns the task id at once; the file is ready after a few steps (see {@link exportResult}).
 */
export function startExport<T extends object>(
  user: MockUser,
  fileName: string,
  rows: readonly T[],
  columns: readonly XlsxColumn<T>[],
): { taskId: string } {
  const task: ExportTask = {
    taskId: randomBytes(8).toString('hex'),
    userId: user.id,
    status: 'pending',
    progress: 0,
    fileName: toXlsxFileName(fileName),
    rows: rows.length,
    createdAt: Date.now(),
  };
  tasks().set(task.taskId, task);
  const step = (progress: number, then: () => void) =>
    setTimeout(() => {
      task.status = 'running';
      task.progress = progress;
      then();
    }, exportSwitches().stepMs);
  step(20, () =>
    step(60, () =>
      step(90, () => {
        try {
          const wb = buildWorkbook(XLSX, rows, columns);
          const data = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
          const key = `export/${user.id}/${Date.now()}-${task.taskId}/${task.fileName}`;
          storeFile({
            key,
            name: task.fileName,
            mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            data,
            ownerId: user.id,
          });
          task.key = key;
          task.progress = 100;
          task.status = 'done';
        } catch (e) {
          task.status = 'failed';
          task.error = `导出失败：${(e as Error).message}`;
        }
      }),
    ),
  );
  return { taskId: task.taskId };
}

/** The task `taskId` of `user` as the export-result call answers it, or `undefined` when unknown. */
export function exportResult(user: MockUser, taskId: string) {
  const t = tasks().get(taskId);
  if (!t || t.userId !== user.id) return undefined;
  return {
    taskId: t.taskId,
    status: t.status,
    progress: t.progress,
    fileName: t.fileName,
    rows: t.rows,
    url: t.key ? signedFileUrl(t.key, user.id) : undefined,
    error: t.error,
  };
}

/**
 * The export-all call of a list (its contract's query is the list's: `listQuery(filters)`): the same
 * filters as the list (`spec`), all matching rows (no paging) written through `columns` into
 * `<fileName>.xlsx`; answers `{ taskId }`.
 */
export function exportRoute<Row extends { userId: number }, View extends object, F extends z.ZodRawShape>(
  contract: ApiContract,
  spec: ListSpec<Row, View, F>,
  file: {
    fileName: string | ((ctx: RouteContext<unknown, unknown, unknown, MockUser>) => string);
    columns: readonly XlsxColumn<View>[];
  },
): MockHandler {
  return route({
    contract,
    handler: (ctx) => {
      const c = ctx as unknown as RouteContext<unknown, Record<string, unknown>, unknown, MockUser>;
      const views = selectRows(spec, c);
      if (!views) return;
      const name = typeof file.fileName === 'function' ? file.fileName(c) : file.fileName;
      ok(ctx.res, startExport(c.user, name, views, file.columns));
    },
  });
}

/** The refusal of an unknown or expired export task (errorCode `EXPORT_NOT_FOUND`), the same on every area's export-result call. */
export const EXPORT_NOT_FOUND = '导出任务不存在或已过期，请重新导出';

/** The export-result call of an area (its contract: `exportResultContract(path)`, src/core/contract/common.ts): `taskId` → the task (see {@link exportResult}); an unknown task is a business error. */
export function exportResultRoute(contract: ApiContract): MockHandler {
  return route({
    contract,
    handler: ({ res, query, user }) => {
      const r = exportResult(user as MockUser, (query as { taskId: string }).taskId);
      if (!r) return fail(res, EXPORT_NOT_FOUND, { errorCode: 'EXPORT_NOT_FOUND' });
      ok(res, r);
    },
  });
}
