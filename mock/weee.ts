/**
 * Mock of the WEEE lookup (issue #21; spec §7 "GET /api/weee/record (query)"); shapes:
 * src/core/weee/api.ts, data: the seeded register of mock/_store/weee.ts.
 *
 * - `GET /api/weee/record` `by` (`number` | `brand` | `company`), `q`, `page`, `perPage` →
 *   `{ list, total, page, perPage }` of registrations (one row per brand × device type), newest
 *   registration first, with the status on today's date. By number: `q` must be `WEEE-Reg.-Nr. DE
 *   12345678` or `DE12345678` (src/core/weee/rules.ts), else a VALIDATION error at `q` in Chinese;
 *   the whole number matches. By brand or company: a part of the brand, or of the producer's
 *   Chinese or Latin name (2–60 characters, case ignored).
 */
import { weeeApi, type WeeeRegistration } from '../src/core/weee/api';
import { checkWeeeQuery, normalizeWeeeNumber, weeeStatusOn } from '../src/core/weee/rules';
import zh from '../src/locales/zh-CN/weee';
import { invalid, paginate, route, routes } from './_store';
import { weeeRegister } from './_store/weee';

const today = () => new Date().toISOString().slice(0, 10);

export default routes([
  route({
    contract: weeeApi.record,
    handler: ({ res, query, reply }) => {
      const key = checkWeeeQuery(query.by)(query.q);
      if (key) return invalid(res, 'q', (zh as Record<string, string>)[key]);
      const number = query.by === 'number' ? normalizeWeeeNumber(query.q) : null;
      const needle = query.q.toLowerCase();
      const day = today();
      const rows = weeeRegister()
        .rows.filter((r) => {
          if (number) return r.regNumber === number;
          if (query.by === 'brand') return r.brand.toLowerCase().includes(needle);
          return r.producer.includes(query.q) || r.producerEn.toLowerCase().includes(needle);
        })
        .sort((a, b) => (a.registeredAt === b.registeredAt ? a.id - b.id : a.registeredAt < b.registeredAt ? 1 : -1))
        .map(({ deregistered, ...r }): WeeeRegistration => ({ ...r, status: weeeStatusOn({ deregistered, validUntil: r.validUntil }, day) }));
      reply(paginate(rows, query));
    },
  }),
]);
