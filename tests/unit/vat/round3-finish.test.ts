/**
 * Issue #20, last steps: the UK converts at HMRC's monthly rate of each transaction's month (VAT
 * Notice 700 § 7.7), a stock transfer without a cost price is an error naming its rows (engine and
 * CLI, exit 3), and the CLI's summary says which threshold rule and deemed-supply choice placed the rows.
 */
import { spawnSync } from 'child_process';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { calculateVat, fromText, TableRateProvider } from '../../../src/core/vat';
import { MOCK_FX_TABLE } from '../../../src/core/vat/fx';
import { fxRuleFor, monthStartOf, rateDays, rateGroupDay } from '../../../src/core/vat/fx-rules';
import { choiceLines, incompleteErrors, summary } from '../../../scripts/vat';
import { calc, row, vtr } from './helpers';

const Q1 = { startDate: '2025-01-01', endDate: '2025-03-31' };
const ROOT = join(__dirname, '../../..');
const TSX = require.resolve('tsx/cli');
const cli = (args: string[]) => spawnSync(process.execPath, [TSX, join(ROOT, 'scripts/vat.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });

/** A seller-collected UK domestic sale in EUR on `d` (DD-MM-YYYY): 100.00 + 20 % VAT, no Amazon conversion. */
const ukEur = (d: string) =>
  calc('100.00', '20.00', '120.00', '0.20', { SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'GB', MARKETPLACE: 'amazon.co.uk', TRANSACTION_COMPLETE_DATE: d, TAX_CALCULATION_DATE: d });

describe('UK: HMRC monthly exchange rates per transaction month (VAT Notice 700 § 7.7)', () => {
  // month-end market rates (GBP per EUR); HMRC's rate for a month is set from the month before
  const table = new TableRateProvider(
    [
      { date: '2024-12-31', currency: 'GBP', perEur: '0.8000' },
      { date: '2025-01-31', currency: 'GBP', perEur: '0.8500' },
      { date: '2025-02-28', currency: 'GBP', perEur: '0.8800' },
      { date: '2025-03-31', currency: 'GBP', perEur: '0.9000' },
    ],
    'test',
  );

  it('the rule: GB takes the rate published for the month of the tax point, from its first day', () => {
    expect(fxRuleFor('GB')).toBe('HMRC_MONTHLY');
    expect(rateDays('HMRC_MONTHLY', 20250215, 20250331)).toEqual([20250201]);
    expect(rateGroupDay('HMRC_MONTHLY', 20250131)).toBe(20250101);
    expect(rateGroupDay('NBP_PREV_WORKDAY', 20250131)).toBe(20250131);
    expect(monthStartOf(20241231)).toBe(20241201);
  });

  it('a January and a February sale are converted at January\'s and February\'s rates, not at the period end', async () => {
    const r = await calculateVat([fromText('uk.csv', vtr([ukEur('15-01-2025'), ukEur('31-01-2025'), ukEur('10-02-2025')]))], { ...Q1, countries: ['GB'] }, { rateProvider: table });
    const gb = r.returns[0];
    // box 6: 2 × 100 × 0.80 (January, from 31 Dec) + 100 × 0.85 (February, from 31 Jan) = 245; at the
    // period end's 0.90 it would have been 270
    expect(gb.boxes?.box6.value).toBe('245');
    // box 1: the VAT of the converted base, 20 % × 160.00 + 20 % × 85.00 = 32.00 + 17.00
    expect(gb.boxes?.box1.value).toBe('49.00');
    expect(r.exchangeRates.map((x) => [x.from, x.to, x.rate, x.date, x.rule, x.rowCount, x.rows?.map((q) => q.row)])).toEqual([
      ['EUR', 'GBP', '0.8', '2025-01-01', 'HMRC_MONTHLY', 2, [2, 3]],
      ['EUR', 'GBP', '0.85', '2025-02-01', 'HMRC_MONTHLY', 1, [4]],
    ]);
    expect(r.exchangeRates[0].source).toContain('HMRC 月度汇率');
  });

  it('a month without HMRC\'s rate: a Chinese warning naming currency, month and rule; those rows stay out', async () => {
    const onlyJan = new TableRateProvider([{ date: '2024-12-31', currency: 'GBP', perEur: '0.8000' }], 'test');
    const r = await calculateVat([fromText('uk.csv', vtr([ukEur('15-01-2025'), ukEur('15-03-2025')]))], { ...Q1, countries: ['GB'] }, { rateProvider: onlyJan });
    expect(r.returns[0].boxes?.box6.value).toBe('80');
    const w = r.warnings.find((x) => x.code === 'FX_MISSING');
    expect(w?.message).toContain('EUR→GBP 在 2025-03-01');
    expect(w?.message).toContain('HMRC 月度汇率');
    expect(w?.rowCount).toBe(1);
    expect(r.reconciliation.places).toContainEqual({ place: 'noExchangeRate', country: 'GB', rowCount: 1 });
  });

  it('the mock stands in for HMRC with the month-end rate of the month before, labelled as not official', async () => {
    const r = await calculateVat([fromText('uk.csv', vtr([ukEur('15-02-2025')]))], { ...Q1, countries: ['GB'] });
    const jan = MOCK_FX_TABLE.find((x) => x.date === '2025-01-31' && x.currency === 'GBP')!;
    expect(r.exchangeRates.map((x) => [x.date, x.rule])).toEqual([['2025-02-01', 'HMRC_MONTHLY']]);
    expect(Number(r.exchangeRates[0].rate)).toBeCloseTo(Number(jan.perEur), 4);
    expect(r.exchangeRates[0].source).toContain('非官方');
  });
});

describe('a stock transfer without a cost price is an error naming its rows (issue #20)', () => {
  const move = (d: string, sku: string) =>
    row({ TRANSACTION_TYPE: 'FC_TRANSFER', SALE_DEPART_COUNTRY: 'DE', SALE_ARRIVAL_COUNTRY: 'PL', DEPARTURE_COUNTRY: 'DE', ARRIVAL_COUNTRY: 'PL', TRANSACTION_COMPLETE_DATE: d, SELLER_SKU: sku, QTY: '2', COST_PRICE_OF_ITEMS: '0.0' });
  const dir = mkdtempSync(join(tmpdir(), 'vat-nocost-'));
  const file = join(dir, 'moves.csv');
  writeFileSync(file, vtr([calc('100.00', '19.00', '119.00', '0.19'), move('10-01-2025', 'SKU-A'), move('12-01-2025', 'SKU-B')]));
  const costs = join(dir, 'costs.csv');
  writeFileSync(costs, 'SKU,cost,currency,validFrom\nSKU-A,5.00,EUR,2024-01-01\nSKU-B,7.00,EUR,2024-01-01\n');

  it('engine: one error per file with the rows, SKUs, route and the way to fix it; nothing valued at zero', async () => {
    const r = await calculateVat([fromText('moves.csv', vtr([move('10-01-2025', 'SKU-A'), move('12-01-2025', 'SKU-B')]))], { ...Q1, countries: ['DE', 'PL'] });
    expect(r.errors).toHaveLength(1);
    const e = r.errors[0];
    expect([e.code, e.file, e.row, e.rows, e.rowCount]).toEqual(['MOVEMENT_WITHOUT_COST', 'moves.csv', 2, [2, 3], 2]);
    expect(e.message).toContain('文件 moves.csv 第 2、3 行：2 笔跨国自有货物移库');
    expect(e.message).toContain('SKU SKU-A、SKU-B');
    expect(e.message).toContain('德国(DE) → 波兰(PL)');
    expect(e.message).toContain('请补充这些 SKU 的成本后重新计算');
    expect(r.files[0].errors).toEqual([]);
    expect(r.returns.flatMap((x) => x.lines ?? [])).toEqual([]);
    expect(incompleteErrors(r)).toEqual([e.message]);
  });

  it('with the costs the error is gone and the transfers are valued (2 × 5.00, 2 × 7.00)', async () => {
    const r = await calculateVat([fromText('moves.csv', vtr([move('10-01-2025', 'SKU-A'), move('12-01-2025', 'SKU-B')]))], {
      ...Q1,
      countries: ['DE', 'PL'],
      costs: [
        { sku: 'SKU-A', cost: '5.00', currency: 'EUR', validFrom: '2024-01-01' },
        { sku: 'SKU-B', cost: '7.00', currency: 'EUR', validFrom: '2024-01-01' },
      ],
    });
    expect(r.errors).toEqual([]);
    expect(r.returns.find((x) => x.country === 'DE')?.lines?.find((l) => l.kind === 'intraEuSupply')?.net.value).toBe('24.00');
  });

  it('CLI: prints the returns and the error, writes it to stderr and exits 3; with --costs it exits 0', () => {
    const p = cli(['--country', 'DE', '--from', '2025-01-01', '--to', '2025-03-31', file]);
    expect(p.status).toBe(3);
    expect(p.stdout).toContain('== DE 申报（EUR）==');
    expect(p.stdout).toContain('错误（申报数据不完整，请先处理）：');
    expect(p.stdout).toContain('✗ [MOVEMENT_WITHOUT_COST] 文件 moves.csv 第 3、4 行');
    expect(p.stderr).toContain('申报数据不完整（退出码 3）');
    const ok = cli(['--country', 'DE', '--from', '2025-01-01', '--to', '2025-03-31', '--costs', costs, file]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).not.toContain('MOVEMENT_WITHOUT_COST');
  });

  it('CLI --quarter: the same error, exit 3', () => {
    const p = cli(['--quarter', '2025-Q1', '--registration', 'DE:DE123456789:monthly', file]);
    expect(p.status).toBe(3);
    expect(p.stdout).toContain('✗ [MOVEMENT_WITHOUT_COST]');
  });
});

describe('CLI summary: the threshold rule and the deemed-supply choice (issue #20)', () => {
  it('prints result.thresholdRule (FR-established seller under the threshold)', async () => {
    const r = await calculateVat(
      [fromText('a.csv', vtr([calc('10.00', '1.90', '11.90', '0.19', { SALE_DEPART_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'DE', TAXABLE_JURISDICTION: 'GERMANY' })]))],
      { ...Q1, establishment: 'FR', euThresholdUnder: true, countries: ['FR', 'DE'] },
    );
    expect(r.thresholdRule).toContain('未超过');
    expect(summary(r)).toContain(`远程销售归属（欧盟 10,000 欧元阈值，指令第 59c 条）：${r.thresholdRule}`);
  });

  it('prints each country of result.deemedSupply with its note (China-established seller, Amazon-collected UK sale)', async () => {
    const mkt = { TAX_COLLECTION_RESPONSIBILITY: 'MARKETPLACE', TAX_REPORTING_SCHEME: 'UK_VOEC-DOMESTIC', SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'GB', TRANSACTION_CURRENCY_CODE: 'GBP' };
    const r = await calculateVat([fromText('a.csv', vtr([calc('100.00', '20.00', '120.00', '0.20', mkt)]))], { ...Q1, countries: ['GB'] });
    expect(r.deemedSupply?.map((d) => [d.country, d.included])).toEqual([['GB', true]]);
    const text = summary(r);
    expect(text).toContain('向平台的视同供应（指令第 14a(2) 条 / 英国 VATA 1994 第 5A 条）：');
    expect(text).toContain(`  GB：已计入申报（可选择）。${r.deemedSupply![0].note}`);
  });

  it('prints nothing for a result without either', () => {
    expect(choiceLines({})).toEqual([]);
  });
});
