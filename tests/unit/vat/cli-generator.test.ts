/**
 * The CLI on a small fixture (spawned through tsx, JSON checked) and the fixture generator.
 */
import { spawnSync } from 'child_process';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { calculateVat, fromText } from '../../../src/core/vat';
import { generateVtr } from '../../../scripts/gen-vtr';
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
    expect(r.errors).toEqual([]);
    expect(r.counts.rows).toBe(3000);
    expect(Object.keys(r.counts.byType).sort()).toEqual(['FC_TRANSFER', 'REFUND', 'RETURN', 'SALE']);
    for (const t of ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'MOVEMENT']) expect(r.counts.byTreatment[t]).toBeGreaterThan(0);
    expect(r.marketplaceCollected.map((m) => m.scheme)).toEqual(expect.arrayContaining(['UK_VOEC-DOMESTIC', 'UK_VOEC-IMPORT', 'DEEMED_RESELLER-IOSS']));
    expect(r.oss!.lines.length).toBeGreaterThan(5);
    // refunds are linked to sales in the file: no scheme mismatch arises from them
    expect(r.warnings.filter((w) => w.code === 'SCHEME_MISMATCH')).toEqual([]);
    expect(new Set(text.match(/"(EUR|GBP|PLN|SEK)"/g))).toEqual(new Set(['"EUR"', '"GBP"', '"PLN"', '"SEK"']));
  });
});

