/**
 * The Luxembourg invoices mock (issue #24): 401 without a token, refusals in Chinese that store
 * nothing, the upload of the real-shaped CSV fed into the matching German declaration's reverse
 * charge (Kz 46, 47, 67 of the Umsatzsteuer-Voranmeldung, payable unchanged), the summary per country
 * and month, and the delete taking it out again.
 */
import fs from 'fs';
import path from 'path';
import routes from '../../../mock/lux-invoice';
import { issueToken, resetStore, storeFile } from '../../../mock/_store';
import { declareStore, buildReturn } from '../../../mock/_store/declare';
import { luxInvoiceApi } from '@/core/lux-invoice/api';
import { layoutInputFromDeclare, returnLayout } from '@/core/declare/layouts';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = (r: string, input: MockCallInput = {}) => callRoute(routes as unknown as Record<string, unknown>, r, input);
const FIX = path.resolve(__dirname, '../../fixtures/lux-invoice');
const fixture = (name: string) => fs.readFileSync(path.join(FIX, name));
let seller: string;

/** Stores `data` as an upload of user 1 and answers its key. */
function upload(name: string, data: Buffer, owner = 1): string {
  const key = `lux-invoice/${owner}/${Math.random().toString(16).slice(2)}/${name}`;
  storeFile({ key, name, mime: 'application/octet-stream', data, ownerId: owner });
  return key;
}

/** The fixture CSV moved to the billing month of `start` (`YYYY-MM-01`), so it matches a seeded declaration of today. */
function csvFor(start: string): Buffer {
  const [y, m] = start.split('-').map(Number);
  const end = `${start.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
  return Buffer.from(fixture('amazon-eu-fees-2026-09.csv').toString('utf8').replace(/2026-09-01/g, start).replace(/2026-09-30/g, end));
}

/** The seller's DE declaration with a generated return (seed 5004, status 5). */
const deDeclaration = () => declareStore().list.find((d) => d.userId === 1 && d.countryCode === 'DE' && d.vatReturn)!;
const box = (d: ReturnType<typeof deDeclaration>, code: string) =>
  returnLayout(layoutInputFromDeclare(d.vatReturn!, 'DE'))!
    .sections.flatMap((s) => s.boxes)
    .find((b) => b.code === code)!.amount;

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
});

describe('the Luxembourg invoices mock', () => {
  it('refuses every call without a token with 401', async () => {
    for (const r of ['GET /api/lux-invoice', 'GET /api/lux-invoice/summary', 'POST /api/lux-invoice/upload', 'POST /api/lux-invoice/delete']) {
      const a = await call(r, { body: { key: 'x', name: 'x.csv', id: 1 } });
      expect([r, a.http]).toEqual([r, 401]);
    }
  });

  it('refuses a wrong header, another issuer, a protected PDF and another user\'s file in Chinese, storing nothing', async () => {
    const cases: [string, Buffer, string][] = [
      ['wrong-header.csv', fixture('wrong-header.csv'), 'BAD_HEADER'],
      ['not-amazon-lux.csv', fixture('not-amazon-lux.csv'), 'NOT_AMAZON'],
      ['protected.pdf', fixture('amazon-eu-fee-invoice-protected.pdf'), 'ENCRYPTED'],
      ['freight.pdf', fixture('freight-invoice.pdf'), 'NOT_AMAZON'],
    ];
    for (const [name, data, code] of cases) {
      const a = await call('POST /api/lux-invoice/upload', { token: seller, body: { key: upload(name, data), name } });
      expect([name, a.body.success, a.body.errorCode]).toEqual([name, false, code]);
      expect(a.body.errorMessage).toMatch(/[\u4e00-\u9fff]/);
    }
    const foreign = await call('POST /api/lux-invoice/upload', { token: seller, body: { key: upload('a.csv', fixture('amazon-eu-fees-2026-09.csv'), 2), name: 'a.csv' } });
    expect([foreign.body.success, foreign.body.errorCode]).toEqual([false, 'VALIDATION']);
    expect((await call('GET /api/lux-invoice', { token: seller })).body.data.total).toBe(0);
  });

  it('feeds an uploaded invoice into the matching German declaration (Kz 46/47/67, payable unchanged), and takes it out on delete', async () => {
    const d = deDeclaration();
    const payableBefore = d.vatReturn!.totals.payable;
    expect(box(d, '46')).toBe('0.00');
    const a = await call('POST /api/lux-invoice/upload', { token: seller, body: { key: upload('fees.csv', csvFor(d.periodStart)), name: 'fees.csv' } });
    expect(a.body.success).toBe(true);
    expect(luxInvoiceApi.upload.response.safeParse(JSON.parse(JSON.stringify(a.body.data))).success).toBe(true);
    const [de, fr] = a.body.data.invoices;
    expect([de.declarationId, de.net, de.note]).toEqual([d.id, '4411.29', null]);
    expect(fr.declarationId).toBeNull();
    expect(fr.note).toContain('FR40852314715');

    const after = deDeclaration();
    expect(after.vatReturn!.servicesReceived).toMatchObject({ net: '4411.29', vat: '838.15', rate: '0.19' });
    expect(after.vatReturn!.servicesReceived!.sources.map((s) => s.invoiceNumber)).toEqual(['DE-AEU-2026-0918273']);
    expect([box(after, '46'), box(after, '47'), box(after, '67')]).toEqual(['4411.00', '838.15', '838.15']);
    expect(after.vatReturn!.totals.payable).toBe(payableBefore);
    // A return built again keeps it (the hook of the declarations store).
    expect(buildReturn(after)!.servicesReceived?.vat).toBe('838.15');

    const summary = (await call('GET /api/lux-invoice/summary', { token: seller })).body.data;
    expect(summary.map((s: { country: string; net: string }) => [s.country, s.net])).toEqual([
      ['DE', '4411.29'],
      ['FR', '2088.27'],
    ]);
    const dup = await call('POST /api/lux-invoice/upload', { token: seller, body: { key: upload('again.csv', csvFor(d.periodStart)), name: 'again.csv' } });
    expect([dup.body.success, dup.body.errorCode]).toEqual([false, 'DUPLICATE']);

    await call('POST /api/lux-invoice/delete', { token: seller, body: { id: de.id } });
    expect(deDeclaration().vatReturn!.servicesReceived).toBeUndefined();
    expect(box(deDeclaration(), '47')).toBe('0.00');
    expect((await call('GET /api/lux-invoice', { token: seller })).body.data.total).toBe(1);
  });
});
