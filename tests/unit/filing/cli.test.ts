/**
 * Issue #31 on the command line: `npm run vat -- … --filing DIR --seller seller.json` writes each
 * computed return's filing file into DIR (the authority's name), each valid against its official
 * schema (checked here again with the same validators); a return whose file needs a field the seller
 * did not give writes nothing for it and the run exits 4 with a Chinese message naming the field and
 * where to give it; a bad seller file is a usage error naming the field.
 */
import { spawnSync } from 'child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { validateMtdBody } from '../../../src/core/filing/gb';
import { validateJpk } from '../../../src/core/filing/pl-jpk';
import { parseArgs } from '../../../scripts/vat';
import { readSellerFile } from '../../../scripts/vat-filing';

const ROOT = join(__dirname, '../../..');
const TSX = require.resolve('tsx/cli');
const FIXTURE = join(ROOT, 'tests/fixtures/vat/cn_seller_q1_2025_vtr.csv');

function cli(args: string[]) {
  return spawnSync(process.execPath, [TSX, join(ROOT, 'scripts/vat.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });
}

const work = mkdtempSync(join(tmpdir(), 'vat-filing-'));
const sellerFile = join(work, 'seller.json');
writeFileSync(sellerFile, JSON.stringify({ name: 'Shenzhen Example Trading Co., Ltd.', vatNumbers: {}, taxOffices: { CZ: '451/2001' }, taxIds: { CZ: '699001234' }, email: 'tax@example.cn', establishedIn: 'CN' }));
const QUARTER = ['--quarter', '2025-Q1', '--registration', 'PL:PL5260250274:monthly', '--registration', 'GB:GB123456789:quarterly:1', '--costs'];

describe('--filing DIR --seller FILE', () => {
  const costs = join(work, 'costs.csv');
  writeFileSync(costs, 'SKU,cost,currency\nCN-LAMP-01,5.00,EUR\n');

  it('writes one valid file per return, named as the authority names it', async () => {
    const out = join(work, 'out');
    const p = cli([...QUARTER, costs, '--filing', out, '--seller', sellerFile, FIXTURE]);
    expect(p.stderr).toContain('已写入申报文件');
    expect(p.status).toBe(0);
    const files = readdirSync(out).sort();
    // three PL months (JPK_V7M (2) for 2025) and the UK quarter (MTD body)
    expect(files.filter((f) => f.startsWith('JPK_V7M_2025-'))).toHaveLength(3);
    const mtd = files.find((f) => f.startsWith('MTD-VAT-123456789-'));
    expect(mtd).toBeDefined();
    for (const f of files.filter((x) => x.endsWith('.xml'))) expect(await validateJpk(readFileSync(join(out, f), 'utf8'))).toEqual([]);
    expect(validateMtdBody(JSON.parse(readFileSync(join(out, mtd!), 'utf8')))).toEqual([]);
  });

  it('writes nothing for a return whose file needs a missing field, and exits 4 naming it', () => {
    const out = join(work, 'out-missing');
    const p = cli([...QUARTER, costs, '--filing', out, '--seller-name', 'Shenzhen Example Trading Co., Ltd.', FIXTURE]);
    expect(p.status).toBe(4);
    expect(p.stderr).toContain('联系邮箱');
    expect(p.stderr).toContain('--seller-email');
    // the UK body needs no e-mail: it is written; no Polish file is
    expect(readdirSync(out).filter((f) => f.startsWith('JPK'))).toEqual([]);
    expect(readdirSync(out).some((f) => f.startsWith('MTD-VAT-'))).toBe(true);
  });

  it('refuses a bad seller file with the field, and identity flags without --filing', () => {
    const bad = join(work, 'bad.json');
    writeFileSync(bad, JSON.stringify({ name: 'X', email: 'not-an-email' }));
    expect(() => readSellerFile(bad)).toThrow('email 不是有效的邮箱地址');
    expect(() => readSellerFile(join(work, 'none.json'))).toThrow('文件不存在');
    expect(() => parseArgs(['--seller-email', 'a@b.cn', 'x.csv'])).toThrow('需与 --filing DIR 一起使用');
    expect(() => parseArgs(['--tax-office', '1471', '--filing', 'd', 'x.csv'])).toThrow('XX:取值');
    expect(parseArgs(['--filing', 'd', '--tax-office', 'pl:1471', 'x.csv']).filing).toEqual({ dir: 'd', seller: { taxOffices: { PL: '1471' } } });
  });
});
