/**
 * Issue #32 "the boxes of a return are computed once, by the country's layout, from one return
 * shape, and the mock sends them to the page; no screen recomputes them": the mock builds every
 * declaration's return with its form (`withLayout`, src/core/declare/layouts.ts), the amount due is
 * that form's payable box, the declaration's data and its generated return carry the same form, and
 * no page or shared component calls the layout builder.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import routes from '../../../mock/declare';
import { issueToken, resetStore } from '../../../mock/_store';
import { buildReturn, declareStore, declareTest } from '../../../mock/_store/declare';
import { amountDue } from '@/core/declare/amount';
import { layoutBox, layoutInputFromDeclare, returnLayout, withLayout } from '@/core/declare/layouts';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const call = async (r: string, input: MockCallInput = {}) => (await callRoute(routes as unknown as Record<string, unknown>, r, input)).body;

beforeEach(() => {
  resetStore();
  declareTest().calcDelayMs = 0;
});

describe('the form of a return is computed once, with the return', () => {
  it('withLayout fills the country form from the lines; GB and a return without lines have none', () => {
    const ret = { currency: 'EUR', lines: [{ kind: 'domestic' as const, rate: '0.19', net: '1000.40', vat: '190.08' }], totals: { payable: '190.08' } };
    const w = withLayout(ret, 'DE', { frequency: 'monthly', periodStart: '2025-03-01' });
    expect(w.layout).toEqual(returnLayout(layoutInputFromDeclare(ret, 'DE', { frequency: 'monthly', periodStart: '2025-03-01' })));
    // Kz 81: the base in whole euros (cents dropped), the tax to the cent
    expect(layoutBox(w.layout!, '81')?.amount).toBe('1000.00');
    expect(amountDue('DE', w, { frequency: 'monthly', periodStart: '2025-03-01' })).toBe(w.layout!.totals.payable);
    expect(withLayout({ currency: 'GBP', totals: { payable: '1.00' } }, 'GB', {}).layout).toBeNull();
  });

  it('the amount due reads the form it is given (it is not computed again)', () => {
    const w = withLayout({ currency: 'EUR', lines: [{ kind: 'domestic' as const, rate: '0.19', net: '100.00', vat: '19.00' }], totals: { payable: '19.00' } }, 'DE', {});
    const changed = { ...w, layout: { ...w.layout!, totals: { ...w.layout!.totals, payable: '7.00' } } };
    expect(amountDue('DE', changed, { frequency: 'monthly', periodStart: '2025-03-01' })).toBe('7.00');
  });

  it('the mock sends the form with every return: the declaration, the generated return and the amount agree', async () => {
    const agent = issueToken(2);
    const d = declareStore().list.find((x) => x.id === 5013)!; // IT client2, quarterly, awaiting confirmation
    const built = buildReturn(d)!;
    expect(built.layout?.country).toBe('IT');
    const detail = (await call('GET /api/vat-declare/:id(\\d+)', { token: agent, params: { id: '5013' } })).data;
    expect(detail.vatReturn.layout).toEqual(built.layout);
    expect(detail.amount).toBe(built.layout!.totals.payable);
    expect((await call('PUT /api/vat-declare/confirm/:id(\\d+)', { token: agent, params: { id: '5013' } })).success).toBe(true);
    expect((await call('POST /api/vat-declare/:id(\\d+)/vat-return', { token: agent, params: { id: '5013' } })).success).toBe(true);
    const generated = (await call('GET /api/vat-declare/:id(\\d+)/vat-return', { token: agent, params: { id: '5013' } })).data;
    expect(generated.layout).toEqual(built.layout);
    expect(layoutBox(generated.layout, 'VP14')?.amount).toBe(detail.amount);
  });
});

describe('no screen computes a form', () => {
  /** Every .ts / .tsx file under `dir`. */
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(n) ? [p] : [];
    });

  it('src/pages and src/components never call returnLayout / layoutInputFrom* / withLayout', () => {
    const root = join(__dirname, '../../../src');
    const offenders = [...sources(join(root, 'pages')), ...sources(join(root, 'components'))].filter((f) => /\b(returnLayout|layoutInputFromEngine|layoutInputFromDeclare|withLayout)\s*\(/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
