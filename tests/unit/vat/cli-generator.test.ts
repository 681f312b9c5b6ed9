/**
 * The CLI on a small fixture (spawned through tsx, JSON checked) and the fixture generator.
 */
import { spawnSync } from 'child_process';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { calculateVat, fromText } from '../../../src/core/vat';
import { generateVtr } from '../../../scripts/gen-vtr';
import { parseArgs } from '../../../scripts/vat';
import { calc, vtr } from './helpers';

const ROOT = join(__dirname, '../../..');
const TSX = require.resolve('tsx/cli');

function cli(args: string[]) {
  return spawnSync(process.execPath, [TSX, join(ROOT, 'scripts/vat.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });
}

describe('CLI scripts/vat.ts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vat-cli-'));
  const file = join(dir, 'small.csv');
  const costs = join(dir, 'costs.csv');
  writeFileSync(
    file,
    vtr([
      calc('100.00', '19.00', '119.00', '0.19'),
      calc('12.11', '2.30', '14.41', '0.19', { SALE_DEPART_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'DE', TAX_REPORTING_SCHEME: 'UNION-OSS' }),
    ]),
  );
  writeFileSync(costs, 'SKU,cost,currency\nSKU-1,5.00,EUR\n');

  it('prints the result as JSON', () => {
    const p = cli(['--json', '--country', 'DE', '--country', 'OSS', '--from', '2025-03-01', '--to', '2025-03-31', '--oss-from', '2024-01-01', '--oss-country', 'FR', '--deducts', '1.50', '--costs', costs, file]);
    expect(p.status).toBe(0);
    const r = JSON.parse(p.stdout);
    expect(Object.keys(r)).toEqual(expect.arrayContaining(['period', 'files', 'counts', 'returns', 'oss', 'marketplaceCollected', 'warnings']));
    expect(r.files[0]).toMatchObject({ name: 'small.csv', layout: 'current', rows: 2, errors: [] });
    const de = r.returns[0];
    expect([de.country, de.currency, de.lines[0].vat.value, de.lines[0].vat.rows[0].row]).toEqual(['DE', 'EUR', '19.00', 2]);
    // output 19.00 − deduct 1.50 = 17.50
    expect(de.totals.payable).toBe('17.50');
    expect(r.oss.lines[0]).toMatchObject({ consumptionCountry: 'DE', dispatchCountry: 'FR', rate: '0.19', net: { value: '12.11' }, vat: { value: '2.30' } });
    expect(r.oss.memberStateOfIdentification).toBe('FR');
  });

  it('prints a Chinese summary', () => {
    const p = cli(['--country', 'DE', file]);
    expect(p.status).toBe(0);
    expect(p.stdout).toContain('== DE 申报（EUR）==');
    expect(p.stdout).toContain('税额 19.00');
  });

  it('exits non-zero with the messages when no file can be read', () => {
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'x,y\n1,2\n');
    const p = cli(['--json', bad]);
    expect(p.status).toBe(1);
    expect(p.stderr).toContain('文件 bad.csv 不是亚马逊 VAT 交易报告');
  });

  it('rejects bad usage', () => {
    expect(cli(['--from', '1.1.2025', file]).status).toBe(2);
    expect(() => parseArgs(['--eu-threshold', 'maybe', file])).toThrow('--eu-threshold 应为 under 或 over');
    expect(() => parseArgs(['--vies', 'FR40303265045:SOMETIMES', file])).toThrow('--vies');
  });

  it('parses the threshold, Vine and VIES options (issue #13)', () => {
    const vine = join(dir, 'vine.csv');
    writeFileSync(vine, 'order-id,asin\n302-1111111-2222222,B0X\n303-3333333-4444444,B0Y\n');
    expect(parseArgs(['--established', 'fr', '--eu-threshold', 'under', file]).options).toMatchObject({ establishment: 'FR', euThresholdUnder: true });
    expect(parseArgs(['--eu-threshold-crossed', '2025-03-15', '--eu-destination', file]).options).toMatchObject({
      euThresholdUnder: false, euThresholdCrossedOn: '2025-03-15', euDestinationOption: true,
    });
    expect(parseArgs(['--vine-orders', vine, file]).options.vineOrderIds).toEqual(['302-1111111-2222222', '303-3333333-4444444']);
    expect(parseArgs(['--vies-check', '--vies', 'fr 40303265045:ms_unavailable', '--vies', 'DE130466792:valid', file]).options.viesResults).toEqual({
      FR40303265045: { valid: false, userError: 'MS_UNAVAILABLE' },
      DE130466792: 'valid',
    });
  });

  it('prints where every row went and the returns not chosen (issue #13)', () => {
    // FR-established seller under the threshold: the FR→DE distance sale is taxed in France;
    // the DE→DE sale belongs to a German return that was not chosen
    const f = join(dir, 'fr.csv');
    writeFileSync(
      f,
      vtr([
        calc('100.00', '19.00', '119.00', '0.19'),
        calc('100.00', '19.00', '119.00', '0.19', { SALE_DEPART_COUNTRY: 'FR', SALE_ARRIVAL_COUNTRY: 'DE', TAXABLE_JURISDICTION: 'GERMANY' }),
      ]),
    );
    const p = cli(['--country', 'FR', '--established', 'FR', '--eu-threshold', 'under', '--from', '2025-03-01', '--to', '2025-03-31', f]);
    expect(p.status).toBe(0);
    // 119.00 / 1.2 = 99.17 + 19.83 at the French rate
    expect(p.stdout).toContain('税率 0.2：不含税 99.17，税额 19.83（1 行）');
    expect(p.stdout).toContain('核对：共 2 行 = 本期 2 + 期外 0；本期 2 行 = FR 申报 1 + 未选择的申报 1（DE 1） ✓');
    expect(p.stdout).toContain('== 未选择的申报（这些行不在所选申报中）==');
    expect(p.stdout).toContain('DE（EUR）：1 行，不含税 100.00，税额 19.00（加上 --country DE 即可计算）');
    const j = JSON.parse(cli(['--json', '--country', 'FR', '--established', 'FR', '--eu-threshold', 'under', f]).stdout);
    expect(j.unchosen).toEqual([expect.objectContaining({ country: 'DE', currency: 'EUR', rowCount: 1, net: expect.objectContaining({ value: '100.00' }) })]);
    expect(j.reconciliation).toMatchObject({ rows: 2, inPeriod: 2, placed: 2, balanced: true });
  });

  it('prints the HMRC check of a UK return', () => {
    const f = join(dir, 'uk.csv');
    writeFileSync(f, vtr([calc('100.00', '20.00', '120.00', '0.2', { SALE_DEPART_COUNTRY: 'GB', SALE_ARRIVAL_COUNTRY: 'GB', TRANSACTION_CURRENCY_CODE: 'GBP' })]));
    expect(cli(['--country', 'GB', f]).stdout).toContain('HMRC 校验：通过');
  });
});

describe('fixture generator', () => {
  it('is deterministic for a seed and writes the 95-column quoted layout', () => {
    const a = generateVtr({ seed: 7, rows: 300 });
    expect(generateVtr({ seed: 7, rows: 300 })).toBe(a);
    expect(generateVtr({ seed: 8, rows: 300 })).not.toBe(a);
    const lines = a.trim().split('\n');
    expect(lines.length).toBe(301);
    expect(lines[0].split(',').length).toBe(95);
    expect(lines[1].startsWith('"A1XR4PLSYTA79B","2025-')).toBe(true);
  });

  it('produces reports the engine reads with every kind of row', async () => {
    const text = generateVtr({ seed: 3, rows: 3000 });
    const r = await calculateVat([fromText('gen.csv', text)], { startDate: '2025-01-01', endDate: '2025-03-31', countries: ['GB', 'DE', 'OSS'] });
    // the generator's transfers carry no cost: one error naming their rows (issue #20), no read error
    expect(r.files[0].errors).toEqual([]);
    expect(r.errors.map((e) => e.code)).toEqual(['MOVEMENT_WITHOUT_COST']);
    expect(r.errors[0].rowCount).toBe(r.reconciliation.places.find((p) => p.place === 'movementWithoutCost')?.rowCount);
    expect(r.counts.rows).toBe(3000);
    expect(Object.keys(r.counts.byType).sort()).toEqual(['FC_TRANSFER', 'REFUND', 'RETURN', 'SALE']);
    for (const t of ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'MOVEMENT']) expect(r.counts.byTreatment[t]).toBeGreaterThan(0);
    expect(r.marketplaceCollected.map((m) => m.scheme)).toEqual(expect.arrayContaining(['UK_VOEC-DOMESTIC', 'UK_VOEC-IMPORT', 'DEEMED_RESELLER-IOSS']));
    expect(r.oss!.lines.length).toBeGreaterThan(5);
    // refunds are linked to sales in the file: no scheme mismatch arises from them
    expect(r.warnings.filter((w) => w.code === 'SCHEME_MISMATCH')).toEqual([]);
    // buyer VAT numbers carry valid check digits: the pre-filing check has nothing to say
    expect(r.warnings.filter((w) => w.code === 'BUYER_VAT_CHECK_FAILED' || w.code === 'B2B_INVALID_VAT')).toEqual([]);
    expect(r.reconciliation.balanced).toBe(true);
    expect(new Set(text.match(/"(EUR|GBP|PLN|SEK)"/g))).toEqual(new Set(['"EUR"', '"GBP"', '"PLN"', '"SEK"']));
  });
});

