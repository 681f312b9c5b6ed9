/**
 * Response schemas every area reuses (issue #18 "One contract per call"): a page of a list, the start
 * of an asynchronous export and its task (spec §4 "Exports are asynchronous"), and the export-result
 * contract of an area. Relative imports only.
 */
import { z } from 'zod';
import type { ExportTask } from '../list/export';
import { defineContract } from './index';
import { qRequired } from './fields';

/** A page of a list (`{ list, total, page, perPage }`, src/request/types.ts `Paged`; page size 10 by default, spec §9). */
export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z
    .object({
      list: z.array(item),
      /** Rows matching the filters, all pages. */
      total: z.number().int().nonnegative(),
      /** 1-based. */
      page: z.number().int().positive(),
      perPage: z.number().int().positive(),
    })
    .strict();

/** `GET /api/<area>/export-all`: the started export's task id. */
export const exportStarted = z.object({ taskId: z.string().min(1) }).strict();

/** `GET /api/<area>/export-result`: the task (src/core/list/export.ts `ExportTask`; `progress` 0-100, `url` signed when `done`, `error` Chinese when `failed`). */
export const exportTask = z
  .object({
    taskId: z.string(),
    status: z.enum(['pending', 'running', 'done', 'failed']),
    progress: z.number().min(0).max(100),
    fileName: z.string().optional(),
    url: z.string().optional(),
    rows: z.number().int().nonnegative().optional(),
    error: z.string().optional(),
  })
  .strict();

// The hand-written ExportTask of the export runner and this schema are the same shape (compile-time check).
const sameExportTask: [z.infer<typeof exportTask>, ExportTask] extends [ExportTask, z.infer<typeof exportTask>] ? true : never = true;
void sameExportTask;

/** The export-result call of an area: `GET <base>/export-result?taskId` → {@link exportTask}. */
export const exportResultContract = <P extends string>(path: P) =>
  defineContract({
    method: 'GET',
    path,
    access: 'user',
    query: z.object({ taskId: qRequired('缺少参数 taskId', 40) }),
    response: exportTask,
  });
