/**
 * The contract of every call of 我的税款 (area `duty`, pages `/user/me-duty-paragraph*`; issue #22):
 * request and response schemas written once. The mock (`mock/duty.ts`) validates with them; the
 * services (`src/services/duty.ts`) take their types from them (`import type`). Dates `YYYY-MM-DD`,
 * times `YYYY-MM-DD HH:mm:ss` (Beijing time); amounts in major units as decimal strings. The spec
 * names no path for these calls (§7): ours are `/api/me-duty-paragraph[/progress|/reason]`.
 * Relative imports only.
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { paged } from '../contract/common';
import { guideInput } from '../declare/api';
import { listQuery, qEnum, qInt, qText } from '../contract/fields';
import { DUTY_REASONS, DUTY_STAGE_CODES } from './stages';

/** A stage code 0–4 (src/core/duty/stages.ts `DUTY_STAGE_MAP`). */
const stage = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** One tax amount (src/core/duty/stages.ts `DutyRowData`). */
const dutyRow = z
  .object({
    /** `declarationId × 10` (the current amount) or `+ n` (attempt n). */
    id: z.number().int().positive(),
    declarationId: z.number().int().positive(),
    userId: z.number().int().positive(),
    userName: z.string(),
    companyName: z.string(),
    countryCode: z.string(),
    vatNumber: z.string(),
    /** 0 新注册, 1 转代理. */
    vatType: z.number().int(),
    periodStart: z.string(),
    periodEnd: z.string(),
    amount: z.string(),
    currency: z.string(),
    dueDate: z.string(),
    daysLeft: z.number().int().nullable(),
    reference: z.string(),
    stage,
    reason: z.enum(DUTY_REASONS).nullable(),
    paidOn: z.string().nullable(),
  })
  .strict();

/** Totals per currency of the filtered rows (src/core/duty/stages.ts `dutyTotals`). */
const dutyTotal = z.object({ currency: z.string(), due: z.string(), paid: z.string() }).strict();

/**
 * The spec §3 filters of the duty-paragraph list (besides `order_by`, `users`, `page`, `per_page`):
 * `keyword` (VAT number, company or reference contains), `country_code`, `is_invalid` (`1` only the
 * voided amounts, `0` without them), `stage` (0–4), `vat_type` (0 新注册, 1 转代理).
 */
export const dutyFilters = {
  keyword: qText(50),
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, '国家代码应为两位字母，如 GB、DE')
    .transform((s) => s.toUpperCase())
    .or(z.literal('').transform(() => undefined))
    .optional(),
  is_invalid: qEnum(['0', '1']),
  stage: qEnum([...DUTY_STAGE_CODES] as ['0', '1', '2', '3', '4']),
  vat_type: qEnum(['0', '1']),
};

/** `GET /api/me-duty-paragraph`: paging (`page`, `per_page`), `order_by` (`-periodEnd` by default; `dueDate`, `periodEnd`) and {@link dutyFilters} → a page of tax amounts with `totals` per currency over every filtered row. */
const list = defineContract({
  method: 'GET',
  path: '/api/me-duty-paragraph',
  access: 'user',
  query: listQuery(dutyFilters),
  response: paged(dutyRow).extend({ totals: z.array(dutyTotal) }),
});

const idQuery = z.object({ id: qInt(1).refine((v) => v !== undefined, '缺少参数 id') });

/** One event of the timeline (src/core/duty/stages.ts `DutyEvent`). */
const dutyEvent = z
  .object({
    key: z.enum(['filed', 'guide', 'paid', 'receipt', 'booked', 'failed', 'voided', 'awaitBooking', 'awaitPayment']),
    at: z.string(),
    by: z.string(),
    done: z.boolean(),
    detail: z.string().optional(),
  })
  .strict();

/** `GET /api/me-duty-paragraph/progress?id=` → the row and its timeline (who and when). Unknown or not visible: "未找到这笔税款…". */
const progress = defineContract({
  method: 'GET',
  path: '/api/me-duty-paragraph/progress',
  access: 'user',
  query: idQuery,
  response: z.object({ row: dutyRow, events: z.array(dutyEvent) }).strict(),
});


/**
 * `GET /api/me-duty-paragraph/reason?id=` → why a failed or voided amount did not count: the reason
 * code, the reference used, when and by whom it was recorded, whether a later payment already covers
 * the declaration (`settled`), and the declaration's payment guide to pay again with the right
 * reference and account. A row that neither failed nor was voided: "这笔税款没有失败或作废…".
 */
const reason = defineContract({
  method: 'GET',
  path: '/api/me-duty-paragraph/reason',
  access: 'user',
  query: idQuery,
  response: z
    .object({
      row: dutyRow,
      reason: z.enum(DUTY_REASONS),
      kind: z.enum(['failed', 'voided']),
      usedReference: z.string(),
      at: z.string(),
      by: z.string(),
      note: z.string().optional(),
      /** The declaration's current amount is paid or booked. */
      settled: z.boolean(),
      guideInput,
    })
    .strict(),
});

/** Every call of the area. */
export const dutyApi = { list, progress, reason };

/** A tax amount as the list shows it. */
export type DutyRow = z.infer<typeof dutyRow>;
