/**
 * 一税 VAT command-line tool: `npm run vat -- [options] FILE...` (= `tsx scripts/vat.ts`).
 * Prints a Chinese summary, or with `--json` the full VatResult (amounts as decimal strings).
 * Exit codes: 0 ok; 1 no file could be read (errors printed); 2 bad usage.
 */
import { readFileSync } from 'fs';
import { calculateVat, type CostEntry, type VatOptions, type VatResult } from '../src/core/vat';
import { fromPath } from '../src/core/vat/node';

/** Usage text (Chinese). */
export const USAGE = `用法: npm run vat -- [选项] 文件...
  计算亚马逊 VAT 交易报告（.csv / .txt / .xlsx / .zip）的各国申报数据。
选项:
  --country XX        要计算的申报（可重复；GB、DE、FR…；OSS 表示 OSS 申报）。默认：有数据的所有国家
  --from YYYY-MM-DD   申报期开始（含）
  --to YYYY-MM-DD     申报期结束（含）
  --established XX    卖家设立国（默认：欧盟和英国以外）
  --vat XX:NUMBER     卖家 VAT 号（可重复；报告中的卖家 VAT 号也会读取）
  --oss-from YYYY-MM-DD  OSS 注册生效日期（给出即视为已注册 OSS）
  --oss-country XX    OSS 识别成员国
  --costs FILE        成本表 CSV：SKU,cost,currency（自有货物移库按成本计价）
  --deducts AMOUNT    可抵扣的进口增值税（C79），申报国货币（可重复）
  --defers VAT:VALUE  递延进口增值税：税额:货值（可重复）
  --vies-check        买家 VAT 号已校验（配合 --vies NUMBER:valid|invalid|pending）
  --vies N:STATUS     某买家 VAT 号的校验结果（可重复）
  --max-rows N        每个数字最多列出的行引用（默认 1000）
  --json              输出 JSON 结果（金额为十进制字符串）
  -h, --help          显示帮助`;

/** Parsed command line. */
export interface CliArgs {
  files: string[];
  json: boolean;
  options: VatOptions;
}

/** Parses argv (without node and script). Throws Error with a Chinese message on bad usage. */
export function parseArgs(argv: string[]): CliArgs {
  const o: VatOptions = { countries: [], deducts: [], defers: [], vatNumbers: {} };
  const files: string[] = [];
  let json = false;
  const val = (i: number, name: string): string => {
    const v = argv[i + 1];
    if (v === undefined) throw new Error(`选项 ${name} 缺少取值`);
    return v;
  };
  const iso = (v: string, name: string): string => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new Error(`选项 ${name} 的日期 "${v}" 应为 YYYY-MM-DD`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    switch (a) {
      case '--json':
        json = true;
        break;
      case '--country':
        o.countries!.push(val(i++, a).toUpperCase());
        break;
      case '--from':
        o.startDate = iso(val(i++, a), a);
        break;
      case '--to':
        o.endDate = iso(val(i++, a), a);
        break;
      case '--established':
        o.establishment = val(i++, a).toUpperCase();
        break;
      case '--vat': {
        const [c, n] = val(i++, a).split(':');
        if (!c || !n) throw new Error('--vat 应为 XX:NUMBER');
        o.vatNumbers![c.toUpperCase()] = n;
        break;
      }
      case '--oss-from':
        o.oss = { ...(o.oss ?? {}), registered: true, from: iso(val(i++, a), a) };
        break;
      case '--oss-country':
        o.oss = { ...(o.oss ?? { registered: true }), memberState: val(i++, a).toUpperCase() };
        break;
      case '--costs':
        o.costs = readCosts(val(i++, a));
        break;
      case '--deducts':
        o.isDeduct = true;
        o.deducts!.push({ amount: val(i++, a) });
        break;
      case '--defers': {
        const [vat, value] = val(i++, a).split(':');
        if (!vat || !value) throw new Error('--defers 应为 VAT:VALUE');
        o.isDefer = true;
        o.defers!.push({ vat, value });
        break;
      }
      case '--vies-check':
        o.isViesCheck = true;
        break;
      case '--vies': {
        const [n, st] = val(i++, a).split(':');
        if (!n || !['valid', 'invalid', 'pending'].includes(st)) throw new Error('--vies 应为 NUMBER:valid|invalid|pending');
        o.viesResults = { ...(o.viesResults ?? {}), [n.toUpperCase()]: st as 'valid' };
        break;
      }
      case '--max-rows':
        o.maxRowsPerFigure = Number(val(i++, a));
        break;
      case '-h':
      case '--help':
        throw new Error('HELP');
      default:
        if (a.startsWith('--')) throw new Error(`未知选项 ${a}`);
        files.push(a);
    }
  }
  if (!o.countries!.length) delete o.countries;
  return { files, json, options: o };
}

/** Reads a cost list CSV (`SKU,cost,currency`, optional header). */
export function readCosts(path: string): CostEntry[] {
  const out: CostEntry[] = [];
  for (const line of readFileSync(path, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const [sku, cost, currency] = line.split(/[,;\t]/).map((s) => s.trim().replace(/^"|"$/g, ''));
    if (!cost || !/^-?\d+([.,]\d+)?$/.test(cost)) continue; // header or junk
    out.push({ sku, cost: cost.replace(',', '.'), currency: (currency || 'EUR').toUpperCase() });
  }
  return out;
}

const BOX_LABELS = [
  '销项税（英国境内销售 + 递延进口增值税）',
  '自欧盟购进的税额（仅北爱尔兰）',
  '应缳税额合计（1+2）',
  '可抵扣进项税',
  '应缴/应退税额 |3−4|',
  '销售额（不含税，整镑）',
  '购进额（不含税，整镑）',
  '对欧盟供货额（仅北爱尔兰，整镑）',
  '自欧盟购进额（仅北爱尔兰，整镑）',
].map((s) => s.replace('缳', '缴'));

/** Renders the Chinese human summary of a result. */
export function summary(r: VatResult): string {
  const L: string[] = [];
  L.push(`申报期：${r.period.from} 至 ${r.period.to}${r.period.derived ? '（按数据推断）' : ''}`);
  for (const f of r.files) {
    L.push(`文件 ${f.name}：${f.layout === 'current' ? '新版 95 列' : f.layout === 'legacy' ? '旧版 92 列' : '未识别'}，${f.rows} 行${f.errors.length ? `，${f.errors.length} 个错误` : ''}`);
    for (const e of f.errors.slice(0, 10)) L.push(`  ✗ ${e.message}`);
  }
  L.push(`交易行：共 ${r.counts.rows}，本期 ${r.counts.inPeriod}，期外 ${r.counts.outOfPeriod}，跳过 ${r.counts.skipped}`);
  L.push(`  按类型：${Object.entries(r.counts.byType).map(([k, v]) => `${k} ${v}`).join('，')}`);
  L.push(`  按判定：${Object.entries(r.counts.byTreatment).map(([k, v]) => `${k} ${v}`).join('，')}`);
  for (const ret of r.returns) {
    L.push('');
    L.push(`== ${ret.country} 申报（${ret.currency}）==`);
    if (ret.boxes) {
      Object.values(ret.boxes).forEach((f, i) => L.push(`  第 ${i + 1} 栏 ${BOX_LABELS[i]}：${f.value}（${f.rowCount} 行）`));
    }
    for (const l of ret.lines ?? []) {
      L.push(`  ${l.label}${l.rate !== null ? ` 税率 ${l.rate}` : ''}：不含税 ${l.net.value}，税额 ${l.vat.value}（${l.net.rowCount} 行）`);
    }
    for (const e of ret.ecsl ?? []) L.push(`  EC Sales List ${e.customerVat}（${e.kind === 'transfer' ? '移库' : '货物'}）：${e.value.value}`);
    L.push(`  销项 ${ret.totals.outputVat}，进项 ${ret.totals.inputVat}，应缴 ${ret.totals.payable}`);
  }
  if (r.oss) {
    L.push('');
    L.push(`== OSS 申报（EUR${r.oss.memberStateOfIdentification ? `，识别国 ${r.oss.memberStateOfIdentification}` : ''}）==`);
    for (const l of r.oss.lines) L.push(`  消费国 ${l.consumptionCountry} 发货国 ${l.dispatchCountry} 税率 ${l.rate}：不含税 ${l.net.value}，税额 ${l.vat.value}`);
    for (const c of r.oss.corrections) L.push(`  更正 ${c.period} ${c.consumptionCountry}：不含税 ${c.net.value}，税额 ${c.vat.value}`);
    L.push(`  应缴 ${r.oss.totals.payable}`);
  }
  if (r.marketplaceCollected.length) {
    L.push('');
    L.push('平台代扣代缴（卖家无需申报销项税）：');
    for (const m of r.marketplaceCollected) L.push(`  ${m.scheme} ${m.currency}：含税 ${m.gross}，税额 ${m.vat}（${m.rowCount} 行）`);
  }
  if (r.exchangeRates.length) {
    L.push('');
    L.push('使用的汇率：');
    for (const x of r.exchangeRates) L.push(`  1 ${x.from} = ${x.rate} ${x.to}（${x.date}，${x.source}，用于 ${x.usedFor}）`);
  }
  if (r.warnings.length) {
    L.push('');
    L.push('提示：');
    for (const w of r.warnings) L.push(`  ⚠ [${w.code}] ${w.message}${w.rowCount ? `（${w.rowCount} 行）` : ''}`);
  }
  return L.join('\n');
}

/** Runs the CLI; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(argv);
  } catch (e) {
    const msg = (e as Error).message;
    if (msg === 'HELP') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    process.stderr.write(`${msg}\n${USAGE}\n`);
    return 2;
  }
  if (!args.files.length) {
    process.stderr.write(`请给出至少一个报告文件\n${USAGE}\n`);
    return 2;
  }
  const inputs = [];
  const missing: string[] = [];
  for (const f of args.files) {
    try {
      inputs.push(fromPath(f));
    } catch {
      missing.push(`文件 ${f} 不存在或无法打开`);
    }
  }
  let result: VatResult;
  try {
    result = await calculateVat(inputs, args.options);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  const readable = result.files.filter((f) => f.rows > 0 && !f.errors.some((e) => ['EMPTY_FILE', 'HEADER_ONLY', 'NOT_VTR', 'TOO_LARGE', 'UNREADABLE', 'UNSUPPORTED_FILE'].includes(e.code)));
  const failed = readable.length === 0;
  if (args.json) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } else {
    process.stdout.write(`${summary(result)}\n`);
  }
  for (const m of missing) process.stderr.write(`${m}\n`);
  if (failed) {
    for (const e of result.errors) process.stderr.write(`${e.message}\n`);
    process.stderr.write('没有可读取的报告文件\n');
    return 1;
  }
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      process.stderr.write(`${(e as Error).stack}\n`);
      process.exitCode = 2;
    },
  );
}
