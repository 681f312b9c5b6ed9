/**
 * The contract of the WEEE lookup (spec §7 "GET /api/weee/record (query)"; issue #21; issue #18 "One
 * contract per call"): request and response schemas written once. The mock (`mock/weee.ts`)
 * validates with them and runs the same number rule (./rules.ts); the service
 * (`src/services/weee.ts`) takes its types from them (`import type`). Dates `YYYY-MM-DD`.
 * Relative imports only.
 */
import { z } from 'zod';
import { defineContract } from '../contract';
import { paged } from '../contract/common';
import { isoDate, paging, qRequired } from '../contract/fields';
import { WEEE_CATEGORIES, WEEE_QUERY_BY, WEEE_STATUSES, WEEE_TEXT_MAX } from './rules';

/** A registration of the register as the lookup shows it (one row per brand × device type). */
const weeeRegistration = z
  .object({
    id: z.number().int().positive(),
    /** `DE` + 8 digits (printed as `WEEE-Reg.-Nr. DE 12345678`, ./rules.ts `formatWeeeNumber`). */
    regNumber: z.string().regex(/^DE\d{8}$/),
    /** The producer's name as registered (a Chinese seller's company in Chinese). */
    producer: z.string(),
    /** The producer's name in Latin letters, as stiftung ear publishes it. */
    producerEn: z.string(),
    /** The brand on the devices ("no name" is not a brand, ElektroG). */
    brand: z.string(),
    /** ElektroG §2(1) category 1–6. */
    category: z.number().int().min(1).max(WEEE_CATEGORIES.length),
    /** Devices usable in private households (b2c, guarantee needed) or only elsewhere (b2b). */
    use: z.enum(['b2c', 'b2b']),
    /** Status on the day of the lookup (./rules.ts `weeeStatusOn`). */
    status: z.enum(WEEE_STATUSES),
    /** Day of registration, `YYYY-MM-DD`. */
    registeredAt: isoDate(),
    /** Last valid day of the registration (its guarantee), `YYYY-MM-DD`. */
    validUntil: isoDate(),
    /** Day the producer deregistered, `YYYY-MM-DD`, else `null`. */
    deregisteredAt: isoDate().nullable(),
  })
  .strict();

/**
 * `GET /api/weee/record` `by` (`number` | `brand` | `company`), `q` (the number as `WEEE-Reg.-Nr. DE
 * 12345678` or `DE12345678`, or a part of the brand / producer name, 2–60 characters), `page`,
 * `perPage` → a page of registrations, newest registration first. A number in another format is
 * refused with a Chinese message (errorCode `VALIDATION`, field `q`).
 */
const record = defineContract({
  method: 'GET',
  path: '/api/weee/record',
  access: 'user',
  query: z.object({
    by: z.enum(WEEE_QUERY_BY, { errorMap: () => ({ message: '查询方式应为 注册号、品牌 或 公司' }) }),
    q: qRequired('请输入要查询的注册号、品牌或公司名称', WEEE_TEXT_MAX),
    page: paging.page,
    perPage: paging.perPage,
  }),
  response: paged(weeeRegistration),
});

/** Every call of the area. */
export const weeeApi = { record };

/** A registration of the WEEE register. */
export type WeeeRegistration = z.infer<typeof weeeRegistration>;
