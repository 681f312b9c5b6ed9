/**
 * Mock of the tax calculation (issue 5; the spec does not name these paths, they are ours):
 *
 * - `POST /api/calc-report/parse` `{ key }` → `CalcReportParse` (status 0): the API parses an
 *   uploaded report (engine `inspectReport`) asynchronously; codes 0 → 5 / 10 (spec §4).
 * - `GET /api/calc-report/parse?keys=a,b` → `CalcReportParse[]` (status, FileReport, Chinese errors).
 * - `POST /api/calculate-tax` basic data (spec §3) + `saleFiles: [{ key, name, size, md5, crc32 }]`
 *   → `{ id, status: 'pending' }`; validated with the form's Chinese messages (`data.field`).
 *   The REAL engine runs on the stored files asynchronously (status pending → running → done | failed).
 * - `GET /api/calculate-tax/:id` → the calculation with `result` (= CLI `--json`) when done.
 * - `GET /api/calculate-tax?page&perPage&countryCode&status&users` → paged summaries; an agent
 *   sees own and clients' calculations, `users` (comma-joined ids) narrows them.
 * - `DELETE /api/calculate-tax/:id` → true.
 * - `GET /api/exchange-rate?currency&from&to&page&perPage` → the rates the calculations use (EUR base).
 * - `GET /third-party/vat-rates` (open; stands in for the third-party tax-rate host, spec §7) →
 *   `{ updatedAt, source, rates: [{ country, standard, reduced[] }] }`.
 * - Test-only `POST /api/__test__/calc` `{ parseDelayMs?, taxRateFail? }`: delay each remote parse;
 *   fail the next n third-party rate lookups with HTTP 500.
 */
import { MOCK_FX_SOURCE, MOCK_FX_TABLE, VAT_RATES } from '../src/core/vat';
import { validateBasicData, type CalcBasicData } from '../src/core/calc/model';
import { db, fail, guarded, invalid, ok, open, paginate, usersFilter } from './_store';
import type { MockRequest, MockResponse } from './_store';
import { calcNow, calcStore, calcSummary, nextCalcId, PARSE, runCalculation, startParse, visibleUserIds, type Calculation } from './_store/calc';

function currentRates() {
  const today = new Date().toISOString().slice(0, 10);
  const by = new Map<string, { country: string; standard: string; reduced: string[] }>();
  for (const r of VAT_RATES) {
    if (r.validFrom && r.validFrom > today) continue;
    if (r.validTo && r.validTo < today) continue;
    const e = by.get(r.country) ?? { country: r.country, standard: '', reduced: [] };
    if (r.type === 'standard') e.standard = r.percent;
    else e.reduced.push(r.percent);
    by.set(r.country, e);
  }
  return [...by.values()];
}

export default {
  'POST /api/calc-report/parse': guarded((req, res, user) => {
    const key = String(req.body?.key || '');
    const file = db().files[key];
    if (!key || !file || file.ownerId !== user.id) return invalid(res, 'key', '文件不存在或已过期，请重新上传');
    ok(res, startParse(key, user));
  }),

  'GET /api/calc-report/parse': guarded((req, res, user) => {
    const keys = String(req.query.keys || '').split(',').filter(Boolean);
    const s = calcStore();
    ok(
      res,
      keys.map((k) => s.calcReports[k]).filter((p) => p && p.userId === user.id),
    );
  }),

  'POST /api/calculate-tax': guarded((req, res, user) => {
    const body = (req.body || {}) as CalcBasicData;
    const errors = validateBasicData(body);
    if (errors.length) return invalid(res, errors[0].field, errors[0].message);
    const files = body.saleFiles.map((f) => ({ ...f, stored: db().files[f.key] }));
    const missing = files.find((f) => !f.stored || f.stored.ownerId !== user.id);
    if (missing) return invalid(res, 'saleFiles', `文件 ${missing.name} 不存在或已过期，请重新上传`);
    const calc: Calculation = {
      id: nextCalcId(),
      userId: user.id,
      userName: user.name,
      basic: { ...body, saleFiles: body.saleFiles.map(({ key, name, size, md5, crc32 }) => ({ key, name, size, md5, crc32 })) },
      status: 'pending',
      files: files.map((f) => ({ key: f.key, name: f.stored.name, size: f.stored.size, status: PARSE.REMOTE_PARSING, errors: [] })),
      createdAt: calcNow(),
    };
    calcStore().calculations.unshift(calc);
    runCalculation(calc);
    ok(res, { id: calc.id, status: calc.status });
  }),

  'GET /api/calculate-tax': guarded((req, res, user) => {
    const visible = visibleUserIds(user);
    const only = usersFilter(req).filter((id) => visible.includes(id));
    const { countryCode, status } = req.query;
    const list = calcStore()
      .calculations.filter((c) => (only.length ? only : visible).includes(c.userId))
      .filter((c) => !countryCode || c.basic.countryCode.key === countryCode)
      .filter((c) => !status || c.status === status)
      .map(calcSummary);
    ok(res, paginate(list, req.query));
  }),

  'GET /api/calculate-tax/:id': guarded((req, res, user) => {
    const c = calcStore().calculations.find((x) => x.id === Number(req.params.id));
    if (!c || !visibleUserIds(user).includes(c.userId)) return fail(res, '计算记录不存在或已删除', { errorCode: 'NOT_FOUND' });
    ok(res, { ...calcSummary(c), basic: c.basic, files: c.files, result: c.result ?? null, error: c.error ?? null });
  }),

  'DELETE /api/calculate-tax/:id': guarded((req, res, user) => {
    const s = calcStore();
    const idx = s.calculations.findIndex((x) => x.id === Number(req.params.id));
    if (idx < 0 || !visibleUserIds(user).includes(s.calculations[idx].userId)) return fail(res, '计算记录不存在或已删除', { errorCode: 'NOT_FOUND' });
    s.calculations.splice(idx, 1);
    ok(res, true);
  }),

  'GET /api/exchange-rate': guarded((req, res) => {
    const { currency, from, to } = req.query as Record<string, string | undefined>;
    const rows = MOCK_FX_TABLE.filter((r) => (!currency || r.currency === currency) && (!from || r.date >= from) && (!to || r.date <= to))
      .slice()
      .sort((a, b) => (a.date === b.date ? (a.currency < b.currency ? -1 : 1) : a.date < b.date ? 1 : -1))
      .map((r) => ({ ...r, base: 'EUR', source: MOCK_FX_SOURCE }));
    ok(res, { ...paginate(rows, req.query), currencies: [...new Set(MOCK_FX_TABLE.map((r) => r.currency))].sort() });
  }),

  'GET /third-party/vat-rates': (_req: MockRequest, res: MockResponse) => {
    const t = calcStore().calcTest;
    if (t.taxRateFail > 0) {
      t.taxRateFail -= 1;
      res.status(500).send('Internal Server Error');
      return;
    }
    res.status(200).json({ updatedAt: new Date().toISOString().slice(0, 10), source: '欧盟委员会 TEDB 税率数据库（模拟）', rates: currentRates() });
  },

  'POST /api/__test__/calc': open((req, res) => {
    const t = calcStore().calcTest;
    const { parseDelayMs, taxRateFail } = req.body || {};
    if (parseDelayMs !== undefined) t.parseDelayMs = Math.max(0, Number(parseDelayMs) || 0);
    if (taxRateFail !== undefined) t.taxRateFail = Math.max(0, Number(taxRateFail) || 0);
    ok(res, t);
  }),
};
