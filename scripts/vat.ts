/**
 * 一税 VAT command-line tool: `npm run vat -- [options] FILE...` (= `tsx scripts/vat.ts`).
 * Prints a Chinese summary, or with `--json` the full VatResult (amounts as decimal strings).
 * A damaged or unreadable input file (cut off, CRC mismatch, not a report… — any error of
 * `FATAL_ERROR_CODES` but HEADER_ONLY, or a missing file) stops the run: nothing is printed to
 * stdout and the exit code is 1, so that no return is filed without it (issue #19). With
 * `--skip-unreadable` the returns are computed again from the other files only, and the output
 * lists the excluded files (human: 已排除的文件; JSON: `excluded: [{ file, reasons }]`).
 * Exit codes: 0 ok; 1 an input file is unreadable (without `--skip-unreadable`) or no file could be
 * read (errors printed); 2 bad usage; 3 the returns are printed but incomplete: a stock transfer has
 * no cost price (issue #20, error MOVEMENT_WITHOUT_COST naming the rows; also on stderr).
 */
import { readFileSync, writeFileSync } from 'fs';
import {
  calculateQuarter, calculateVat, parseRegistration, validateRegistration, VIES_NOT_CHECKED,
  type CarriedRow, type CostEntry, type QuarterResult, type Registration, type VatOptions, type VatResult, type ViesAnswer,
} from '../src/core/vat';
import { fromPath } from '../src/core/vat/node';
import { isFatalError } from '../src/core/vat/fatal';
import { filingOption, frequencyOf, reportFilings, USAGE_FILING, writeFilings, type FilingArgs, type ReturnToFile } from './vat-filing';

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
  --eu-threshold under|over
                      设立于欧盟某一成员国的卖家：本年度和上一年度欧盟跨境 B2C 销售（远程销售 + 电信/广播/电子服务）
                      是否低于 10,000 欧元（增值税指令第 59c 条）。under：自设立国发出的远程销售按设立国税率在设立国申报；
                      over：在到达国纳税（OSS 生效后进 OSS，之前进到达国当地申报）。不填且 OSS 生效日落在申报期内时，
                      假定阈值在 OSS 生效日被超过（结果中有提示）
  --eu-threshold-crossed YYYY-MM-DD
                      本年度超过阈值的那笔销售的日期：此前在设立国纳税，自该日起在到达国纳税（即 over，从该日起）
  --eu-destination    已选择在到达国纳税（第 59c(3) 条，约束两个日历年）
  --vine-orders FILE  Vine 或其他零价订单的订单号列表（每行一个，或 CSV 第一列），用于核对按完整标价计入的订单
  --costs FILE        成本表 CSV：SKU,cost,currency（自有货物移库按成本计价）
  --deducts AMOUNT    可抵扣的进口增值税（C79），申报国货币（可重复）
  --defers VAT:VALUE  递延进口增值税：税额:货值（可重复）
  --vies-check        买家 VAT 号已校验（配合 --vies NUMBER:valid|invalid|pending）
  --vies N:STATUS     某买家 VAT 号的校验结果（可重复）；STATUS 也可以是 VIES 的错误代码（MS_UNAVAILABLE、TIMEOUT、
                      SERVICE_UNAVAILABLE、MS_MAX_CONCURRENT_REQ…：视为待定，不视为无效）
  --max-rows N        每个数字最多列出的行引用（默认 1000）
  --skip-unreadable   跳过无法读取的文件（被截断、已损坏、不是报告…）继续计算，并在输出中列为已排除；
                      不加此选项时，任一文件无法读取即不输出申报结果（退出码 1）
  --json              输出 JSON 结果（金额为十进制字符串）
  -h, --help          显示帮助
退出码: 0 正常；1 有文件无法读取或没有可读取的文件；2 用法错误；3 已输出结果但申报数据不完整（有移库缺少成本价，见错误信息）；4 有申报文件未通过官方结构校验或缺少申报主体信息（--filing）`;

/** Parsed command line. */
export interface CliArgs {
  files: string[];
  json: boolean;
  /** `--skip-unreadable`: leave unreadable files out (listed as excluded) instead of stopping. */
  skipUnreadable: boolean;
  options: VatOptions;
  /** Issue #20: every return of a quarter in one run (`--quarter` with `--registration` / `--registrations`). */
  quarter?: QuarterArgs;
  /** Issue #31: `--filing DIR` with the filer's identity (`--seller FILE`, `--seller-name`…). */
  filing?: FilingArgs;
  /** Issue #32: `--carry-out FILE` writes the transfers carried to the next period (JSON, `result.carriedForward.entries`). */
  carryOut?: string;
}

/** The quarter run's arguments: `start` YYYY-MM-DD (first day of the quarter), the registrations. */
export interface QuarterArgs {
  start?: string;
  registrations: Registration[];
}

/** Parses argv (without node and script). Throws Error with a Chinese message on bad usage. */
export function parseArgs(argv: string[]): CliArgs {
  const o: VatOptions = { countries: [], deducts: [], defers: [], vatNumbers: {} };
  const quarter: QuarterArgs = { registrations: [] };
  const files: string[] = [];
  let carryOut: string | undefined;
  let json = false;
  let skipUnreadable = false;
  const fil: { filing?: FilingArgs } = {};
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
      case '--skip-unreadable':
        skipUnreadable = true;
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
      case '--eu-threshold': {
        const v = val(i++, a).toLowerCase();
        if (v !== 'under' && v !== 'over') throw new Error('--eu-threshold 应为 under 或 over');
        o.euThresholdUnder = v === 'under';
        break;
      }
      case '--eu-threshold-crossed':
        o.euThresholdCrossedOn = iso(val(i++, a), a);
        o.euThresholdUnder = false;
        break;
      case '--eu-destination':
        o.euDestinationOption = true;
        break;
      case '--vine-orders':
        o.vineOrderIds = readIdList(val(i++, a));
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
        const [n, raw = ''] = val(i++, a).split(':');
        const st = raw.toUpperCase();
        let res: 'valid' | 'invalid' | 'pending' | ViesAnswer;
        if (['VALID', 'INVALID', 'PENDING'].includes(st)) res = st.toLowerCase() as 'valid';
        else if (VIES_NOT_CHECKED.has(st) || st === 'INVALID_INPUT') res = { valid: false, userError: st };
        else throw new Error('--vies 应为 NUMBER:valid|invalid|pending，或 NUMBER:VIES 错误代码（如 MS_UNAVAILABLE）');
        if (!n) throw new Error('--vies 缺少税号');
        o.viesResults = { ...(o.viesResults ?? {}), [n.toUpperCase().replace(/[\s.-]/g, '')]: res };
        break;
      }
      case '--max-rows':
        o.maxRowsPerFigure = Number(val(i++, a));
        break;
      case '-h':
      case '--help':
        throw new Error('HELP');
      case '--carry-out':
        if (!argv[i + 1]) throw new Error('--carry-out 需要一个文件路径（写入结转下期的移库，JSON）');
        carryOut = argv[++i];
        break;
      default: {
        const usedFiling = filingOption(argv, i, fil);
        if (usedFiling >= 0) {
          i += usedFiling;
          break;
        }
        const used = round3Option(argv, i, o, quarter);
        if (used >= 0) {
          i += used;
          break;
        }
        if (a.startsWith('--')) throw new Error(`未知选项 ${a}`);
        files.push(a);
      }
    }
  }
  if (!o.countries!.length) delete o.countries;
  if (fil.filing && !fil.filing.dir) throw new Error('--seller / --seller-name / --tax-id / --tax-office 需与 --filing DIR 一起使用');
  const filing = { ...(fil.filing ? { filing: fil.filing } : {}), ...(carryOut ? { carryOut } : {}) };
  if (quarter.start || quarter.registrations.length) {
    if (!quarter.start || !quarter.registrations.length) throw new Error('--quarter 与 --registration（或 --registrations）需一起使用');
    return { files, json, skipUnreadable, options: o, quarter, ...filing };
  }
  return { files, json, skipUnreadable, options: o, ...filing };
}

/** Usage lines of the options of issue #20 (printed after {@link USAGE}). */
export const USAGE_ROUND3 = `  --deemed-supply XX:omit|include
                      向平台（视同供应商）的供货是否计入 XX 申报（默认计入；仅法律允许的国家可不计入，目前为 GB）
  --quarter YYYY-Qn   一次计算该季度内应申报的全部申报（配合 --registration / --registrations）
  --registration XX:VAT号:monthly|quarterly[:stagger]
                      注册信息与申报频率（可重复），如 DE:DE123456789:monthly、GB:GB123456789:quarterly:1（英国 stagger 1–3）、OSS::quarterly
  --registrations FILE  注册信息 JSON 文件：[{ "country", "vatNumber", "frequency", "stagger" }]
  --transfer-invoice same-day|none
                      欧盟内自有货物移库的纳税义务发生日（指令第 69 条）：same-day（默认，移库当天开具移库单据）计入移库日所在期间；none（不开票）为次月 15 日，本期移库结转下期
  --carry-out FILE    把结转下期的移库写入 FILE（JSON：result.carriedForward.entries），下一期用 --carry-in 读入
  --carry-in FILE     上期结转的移库：--carry-out 写出的文件，或上期 --json 的结果（取其 carriedForward）；计入本期一次，本期报告再次列出的行不重复计入
  成本表 CSV 可带第 4、5 列 validFrom,validTo（YYYY-MM-DD）：移库按当时有效的成本计价（第 76 条），有效期重叠即报错`;

/**
 * Options of issue #20 (kept apart from parseArgs for a clean merge): returns the number of extra
 * arguments consumed at `argv[i]`, or -1 when `argv[i]` is none of them. Throws Error (Chinese) on a bad value.
 */
export function round3Option(argv: string[], i: number, o: VatOptions, q: QuarterArgs = { registrations: [] }): number {
  const a = argv[i];
  const v = argv[i + 1];
  switch (a) {
    case '--quarter': {
      const m = /^(\d{4})-Q([1-4])$/i.exec(v ?? '');
      if (!m) throw new Error('--quarter 应为 YYYY-Qn，例如 2025-Q1');
      q.start = `${m[1]}-${String((Number(m[2]) - 1) * 3 + 1).padStart(2, '0')}-01`;
      return 1;
    }
    case '--registration':
      q.registrations.push(parseRegistration(v ?? ''));
      return 1;
    case '--registrations': {
      let list: unknown;
      try {
        list = JSON.parse(readFileSync(v ?? '', 'utf8'));
      } catch (e) {
        throw new Error(`注册信息文件 ${v ?? ''} 无法读取或不是 JSON：${(e as Error).message}`);
      }
      if (!Array.isArray(list)) throw new Error(`注册信息文件 ${v} 应为数组：[{ "country": "DE", "vatNumber": "DE123456789", "frequency": "monthly" }, …]`);
      for (const r of list) q.registrations.push(validateRegistration(r as Record<string, string>));
      return 1;
    }
    case '--deemed-supply': {
      const [c, how = ''] = (v ?? '').split(':');
      if (!c || !/^[A-Za-z]{2}$/.test(c) || !['omit', 'include'].includes(how.toLowerCase())) {
        throw new Error('--deemed-supply 应为 XX:omit 或 XX:include（例如 GB:omit）');
      }
      const cc = c.toUpperCase();
      const list = (o.deemedSupplyOmit ?? []).filter((x) => x !== cc);
      if (how.toLowerCase() === 'omit') list.push(cc);
      o.deemedSupplyOmit = list;
      return 1;
    }
    case '--carry-in': {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(v ?? '', 'utf8'));
      } catch (e) {
        throw new Error(`上期结转文件 ${v ?? ''} 无法读取或不是 JSON：${(e as Error).message}`);
      }
      const rows = Array.isArray(data) ? data : (data as { carriedForward?: { entries?: unknown } } | null)?.carriedForward?.entries;
      if (!Array.isArray(rows)) throw new Error(`上期结转文件 ${v} 应为 --carry-out 写出的数组，或含 carriedForward 的上期 --json 结果`);
      o.carriedIn = [...(o.carriedIn ?? []), ...(rows as CarriedRow[])];
      return 1;
    }
    case '--transfer-invoice': {
      const how = (v ?? '').toLowerCase();
      if (how !== 'same-day' && how !== 'none') throw new Error('--transfer-invoice 应为 same-day（移库当天开票）或 none（不开票：次月 15 日为纳税义务发生日）');
      o.transferInvoice = how === 'same-day' ? 'sameDay' : 'none';
      return 1;
    }
    default:
      return -1;
  }
}

/** The optional 4th and 5th columns of a cost line: `validFrom`, `validTo` (YYYY-MM-DD; issue #20, Art. 76). */
export function datedCost(line: string): { validFrom?: string; validTo?: string } {
  const [, , , from, to] = line.split(/[,;\t]/).map((s) => s.trim().replace(/^"|"$/g, ''));
  const o: { validFrom?: string; validTo?: string } = {};
  if (from) o.validFrom = from;
  if (to) o.validTo = to;
  return o;
}

/** Reads a list of order ids: one per line, or the first column of a CSV (a header line without digits is skipped). */
export function readIdList(path: string): string[] {
  const out: string[] = [];
  for (const line of readFileSync(path, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const id = (line.split(/[,;\t]/)[0] ?? '').trim().replace(/^"|"$/g, '');
    if (id && /\d/.test(id)) out.push(id);
  }
  return out;
}

/** Reads a cost list CSV (`SKU,cost,currency`, optional header). */
export function readCosts(path: string): CostEntry[] {
  const out: CostEntry[] = [];
  for (const line of readFileSync(path, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const [sku, cost, currency] = line.split(/[,;\t]/).map((s) => s.trim().replace(/^"|"$/g, ''));
    if (!cost || !/^-?\d+([.,]\d+)?$/.test(cost)) continue; // header or junk
    out.push({ sku, cost: cost.replace(',', '.'), currency: (currency || 'EUR').toUpperCase(), ...datedCost(line) });
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
  L.push(`交易行：共 ${r.counts.rows}${r.carriedIn ? `（另有上期结转的移库 ${r.carriedIn.rowCount} 笔）` : ''}，本期 ${r.counts.inPeriod}，期外 ${r.counts.outOfPeriod}，跳过 ${r.counts.skipped}`);
  L.push(`  核对：${reconciliationLine(r)}`);
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
    if (ret.checks) {
      if (!ret.checks.length) L.push('  HMRC 校验：通过（第 3 栏 = 1 + 2，第 5 栏 = |3 − 4|，金额范围与整镑）');
      for (const c of ret.checks) L.push(`  ✗ HMRC 校验 ${c.code}：${c.message}`);
    }
  }
  if (r.oss) {
    L.push('');
    L.push(`== OSS 申报（EUR${r.oss.memberStateOfIdentification ? `，识别国 ${r.oss.memberStateOfIdentification}` : ''}）==`);
    for (const l of r.oss.lines) L.push(`  消费国 ${l.consumptionCountry} 发货国 ${l.dispatchCountry} 税率 ${l.rate}：不含税 ${l.net.value}，税额 ${l.vat.value}`);
    for (const c of r.oss.corrections) L.push(`  更正 ${c.period} ${c.consumptionCountry}：不含税 ${c.net.value}，税额 ${c.vat.value}`);
    L.push(`  应缴 ${r.oss.totals.payable}`);
  }
  if (r.unchosen.length) {
    L.push('');
    L.push('== 未选择的申报（这些行不在所选申报中）==');
    for (const u of r.unchosen) {
      L.push(`  ${u.country === 'OSS' ? 'OSS' : u.country}（${u.currency}）：${u.rowCount} 行，不含税 ${u.net.value}，税额 ${u.vat.value}（加上 --country ${u.country} 即可计算）`);
    }
  }
  const resultErrors = r.errors.filter((e) => !r.files.some((f) => f.errors.includes(e)));
  if (resultErrors.length) {
    L.push('');
    L.push('错误（申报数据不完整，请先处理）：');
    for (const e of resultErrors) L.push(`  ✗ [${e.code}] ${e.message}`);
  }
  L.push(...choiceLines(r));
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

/**
 * The lines saying which choices placed the rows (issue #20): the Art. 59c rule with the threshold
 * answer it used (`result.thresholdRule`) and, per country, whether the deemed supplies to the
 * marketplace are in the return and how to switch (`result.deemedSupply`). Empty when neither is set.
 */
export function choiceLines(r: Pick<VatResult, 'thresholdRule' | 'deemedSupply'> & Partial<Pick<VatResult, 'transferRule' | 'carriedForward' | 'carriedIn'>>): string[] {
  const L: string[] = [];
  if (r.thresholdRule) {
    L.push('');
    L.push(`远程销售归属（欧盟 10,000 欧元阈值，指令第 59c 条）：${r.thresholdRule}`);
  }
  if (r.transferRule) {
    L.push('');
    L.push(`移库计税规则（指令第 69 条）：${r.transferRule.sentence}`);
  }
  // issue #32: the transfers carried between periods, each with its row
  for (const [title, c] of [['上期结转', r.carriedIn], ['结转下期', r.carriedForward]] as const) {
    if (!c) continue;
    L.push('');
    L.push(`${title}：${c.message}`);
    for (const x of c.entries.slice(0, 20)) L.push(`  ${x.file} 第 ${x.row} 行：${x.date} ${x.depart}→${x.arrival} SKU ${x.sku || '无'} × ${x.qty}，纳税义务发生日 ${x.taxPoint}，成本 ${x.cost === null ? '缺' : `${x.cost} ${x.currency}`}`);
    if (c.entries.length > 20) L.push(`  …共 ${c.entries.length} 笔`);
  }
  if (r.deemedSupply?.length) {
    L.push('');
    L.push('向平台的视同供应（指令第 14a(2) 条 / 英国 VATA 1994 第 5A 条）：');
    for (const d of r.deemedSupply) L.push(`  ${d.country}：${d.included ? '已计入申报' : '未计入申报'}${d.optional ? '（可选择）' : ''}。${d.note}`);
  }
  return L;
}

/** Whether a result has transfers without a cost price (issue #20): the CLI then exits 3 (not for transfers carried to the next period: issue #32). */
export function incompleteErrors(r: Pick<VatResult, 'errors'>): string[] {
  return r.errors.filter((e) => e.code === 'MOVEMENT_WITHOUT_COST' && !e.carriedForward).map((e) => e.message);
}

const PLACE_ZH: Record<string, string> = {
  oss: 'OSS 申报',
  marketplace: '平台代扣',
  movementWithoutCost: '移库缺成本',
  noExchangeRate: '缺汇率',
  outOfScope: '不属于欧盟/英国申报',
  noVatFigure: '无税额（退货/境内移库/进口）',
  skipped: '跳过',
  carriedForward: '结转下期',
};

/** The reconciliation as one Chinese line: rows in = rows placed, per place. */
export function reconciliationLine(r: VatResult): string {
  const x = r.reconciliation;
  const parts: string[] = [];
  const unchosen = x.places.filter((p) => p.place === 'unchosen');
  const movement = x.places.filter((p) => p.place === 'movement');
  for (const p of x.places) {
    if (p.place === 'return') parts.push(`${p.country} 申报 ${p.rowCount}`);
    else if (p.place === 'unchosen' || p.place === 'movement') continue;
    else parts.push(`${PLACE_ZH[p.place] ?? p.place}${p.country ? ` ${p.country}` : ''} ${p.rowCount}`);
  }
  if (unchosen.length) parts.push(`未选择的申报 ${unchosen.reduce((n, p) => n + p.rowCount, 0)}（${unchosen.map((p) => `${p.country} ${p.rowCount}`).join('、')}）`);
  if (movement.length) parts.push(`移库 ${movement.reduce((n, p) => n + p.rowCount, 0)}（按发出国：${movement.map((p) => `${p.country} ${p.rowCount}`).join('、')}）`);
  const head = `共 ${x.rows} 行${x.carriedIn ? ` + 上期结转 ${x.carriedIn}` : ''} = 本期 ${x.inPeriod} + 期外 ${x.outOfPeriod}${x.unreadable ? ` + 无法读取 ${x.unreadable}` : ''}`;
  return `${head}；本期 ${x.inPeriod} 行 = ${parts.join(' + ') || '0'}${x.balanced ? ' ✓' : ` ✗ 不平（已归位 ${x.placed} 行）`}`;
}

/** An input file left out of the returns, with its Chinese reasons. */
export interface ExcludedFile {
  file: string;
  reasons: string[];
}

/**
 * The input files (by the name the engine knows them: the base name; a zip's members count for
 * their archive) that cannot be used: any error of `FATAL_ERROR_CODES` but HEADER_ONLY (a report
 * without transactions is read, just empty).
 */
export function unreadableFiles(r: VatResult, names: string[]): ExcludedFile[] {
  const out: ExcludedFile[] = [];
  for (const name of names) {
    const reasons: string[] = [];
    for (const f of r.files) {
      if (f.name !== name && !f.name.startsWith(`${name}/`)) continue;
      for (const e of f.errors) if (e.code !== 'HEADER_ONLY' && isFatalError(e.code)) reasons.push(e.message);
    }
    if (reasons.length) out.push({ file: name, reasons });
  }
  return out;
}

/** The human lines listing excluded files (after `--skip-unreadable`). */
export function excludedLines(ex: ExcludedFile[]): string {
  if (!ex.length) return '';
  const L = ['', '已排除的文件（无法读取，未计入任何申报）：'];
  for (const x of ex) L.push(`  ✗ ${x.file}：${x.reasons.join('；')}`);
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
      process.stdout.write(`${USAGE}\n${USAGE_ROUND3}\n${USAGE_FILING}\n`);
      return 0;
    }
    process.stderr.write(`${msg}\n${USAGE}\n`);
    return 2;
  }
  if (!args.files.length) {
    process.stderr.write(`请给出至少一个报告文件\n${USAGE}\n`);
    return 2;
  }
  const opened: { path: string; input: ReturnType<typeof fromPath> }[] = [];
  const excluded: ExcludedFile[] = [];
  for (const f of args.files) {
    try {
      opened.push({ path: f, input: fromPath(f) });
    } catch {
      excluded.push({ file: f, reasons: [`文件 ${f} 不存在或无法打开`] });
    }
  }
  if (args.quarter) return runQuarter(args, opened, excluded);
  let result: VatResult;
  try {
    result = await calculateVat(opened.map((o) => o.input), args.options);
    const bad = unreadableFiles(result, opened.map((o) => o.input.name));
    if (bad.length) {
      excluded.push(...bad);
      if (args.skipUnreadable) {
        // computed again without them: not one row of an unreadable file stays in the returns
        const badNames = new Set(bad.map((b) => b.file));
        result = await calculateVat(opened.filter((o) => !badNames.has(o.input.name)).map((o) => fromPath(o.path)), args.options);
      }
    }
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  const readable = result.files.filter((f) => f.rows > 0 && !f.errors.some((e) => isFatalError(e.code)));
  if (excluded.length && !args.skipUnreadable) {
    for (const x of excluded) for (const m of x.reasons) process.stderr.write(`${m}\n`);
    process.stderr.write(
      `以下文件无法读取，未输出申报结果：${excluded.map((x) => x.file).join('、')}。请换成完整的报告文件后重试，或加上 --skip-unreadable 跳过这些文件继续计算\n`,
    );
    if (!readable.length) process.stderr.write('没有可读取的报告文件\n');
    return 1;
  }
  if (args.json) {
    process.stdout.write(`${JSON.stringify(args.skipUnreadable ? { ...result, excluded } : result, null, 2)}\n`);
  } else {
    process.stdout.write(`${summary(result)}${excludedLines(excluded)}\n`);
  }
  for (const x of excluded) process.stderr.write(`已排除 ${x.file}：${x.reasons.join('；')}\n`);
  if (args.carryOut) writeFileSync(args.carryOut, `${JSON.stringify(result.carriedForward?.entries ?? [], null, 2)}\n`);
  if (!readable.length) {
    for (const e of result.errors) process.stderr.write(`${e.message}\n`);
    process.stderr.write('没有可读取的报告文件\n');
    return 1;
  }
  const code = incomplete(incompleteErrors(result));
  if (!args.filing) return code;
  const freq = frequencyOf(result.period.from, result.period.to);
  const toFile: ReturnToFile[] = result.returns.map((ret) => ({ ret, frequency: freq, from: result.period.from, to: result.period.to }));
  return Math.max(code, reportFilings(await writeFilings(toFile, args.filing, result.sellerVatNumbers)));
}

/** Exit code 3 with the messages on stderr when the returns are incomplete (transfers without cost), else 0. */
function incomplete(messages: string[]): number {
  if (!messages.length) return 0;
  for (const m of messages) process.stderr.write(`错误：${m}\n`);
  process.stderr.write('申报数据不完整（退出码 3）：补充成本后重新计算\n');
  return 3;
}

/** The quarter run (issue #20): every return due in the quarter, as JSON (`QuarterResult`) or a Chinese summary per return. */
/**
 * `--quarter`: every return due in the quarter in one run (issue #20). An unreadable input file stops
 * the run with exit 1 as in {@link main} (issue #19), unless `--skip-unreadable`: then the quarter is
 * computed again without it and the file is listed as excluded. Returns the exit code.
 */
export async function runQuarter(args: CliArgs, opened: { path: string; input: ReturnType<typeof fromPath> }[], excluded: ExcludedFile[]): Promise<number> {
  const qa = args.quarter as QuarterArgs;
  const names = opened.map((o) => o.input.name);
  let q: QuarterResult;
  try {
    q = await calculateQuarter(opened.map((o) => o.input), qa.registrations, qa.start as string, args.options);
    const bad = new Map<string, ExcludedFile>();
    for (const run of q.runs) for (const b of unreadableFiles(run.result, names)) if (!bad.has(b.file)) bad.set(b.file, b);
    if (bad.size) {
      excluded.push(...bad.values());
      if (args.skipUnreadable) {
        // computed again without them: not one row of an unreadable file stays in any return of the quarter
        const keep = opened.filter((o) => !bad.has(o.input.name)).map((o) => fromPath(o.path));
        q = await calculateQuarter(keep, qa.registrations, qa.start as string, args.options);
      }
    }
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  if (excluded.length && !args.skipUnreadable) {
    for (const x of excluded) for (const m of x.reasons) process.stderr.write(`${m}\n`);
    process.stderr.write(
      `以下文件无法读取，未输出申报结果：${excluded.map((x) => x.file).join('、')}。请换成完整的报告文件后重试，或加上 --skip-unreadable 跳过这些文件继续计算\n`,
    );
    return 1;
  }
  if (args.json) process.stdout.write(`${JSON.stringify(args.skipUnreadable ? { ...q, excluded } : q, null, 2)}\n`);
  else {
    const L = [`季度 ${q.quarter.from} 至 ${q.quarter.to}：应申报 ${q.returns.length} 份`];
    for (const r of q.returns) {
      const freq = r.frequency === 'monthly' ? '月报' : '季报';
      if (r.ret === 'OSS') L.push(`== OSS ${freq} ${r.from} 至 ${r.to}：应缴 ${r.oss?.totals.payable ?? '0.00'} EUR ==`);
      else {
        const c = r.country;
        L.push(`== ${r.ret} ${freq} ${r.from} 至 ${r.to}（${c?.currency ?? ''}）：销项 ${c?.totals.outputVat ?? '0.00'}，进项 ${c?.totals.inputVat ?? '0.00'}，应缴 ${c?.totals.payable ?? '0.00'} ==`);
        for (const l of c?.lines ?? []) L.push(`  ${l.box ? `[${l.box}] ` : ''}${l.label}${l.rate !== null ? ` 税率 ${l.rate}` : ''}：不含税 ${l.net.value}，税额 ${l.vat.value}`);
        if (c?.boxes) Object.values(c.boxes).forEach((f, i) => L.push(`  第 ${i + 1} 栏：${f.value}`));
      }
      if (r.note) L.push(`  ⚠ ${r.note}`);
    }
    // the threshold rule is the same in every run; deemed-supply choices per country across the runs
    const deemed = new Map<string, NonNullable<VatResult['deemedSupply']>[number]>();
    for (const x of q.runs) for (const d of x.result.deemedSupply ?? []) if (!deemed.has(d.country)) deemed.set(d.country, d);
    L.push(...choiceLines({ thresholdRule: q.runs[0]?.result.thresholdRule, deemedSupply: [...deemed.values()] }));
    const errs = [...new Set(q.runs.flatMap((x) => incompleteErrors(x.result)))];
    if (errs.length) {
      L.push('');
      L.push('错误（申报数据不完整，请先处理）：');
      for (const m of errs) L.push(`  ✗ [MOVEMENT_WITHOUT_COST] ${m}`);
    }
    process.stdout.write(`${L.join('\n')}${excludedLines(excluded)}\n`);
  }
  for (const x of excluded) process.stderr.write(`已排除 ${x.file}：${x.reasons.join('；')}\n`);
  const anyRead = q.runs.some((x) => x.result.files.some((f) => f.rows > 0));
  if (!anyRead) return 1;
  const code = incomplete([...new Set(q.runs.flatMap((x) => incompleteErrors(x.result)))]);
  if (!args.filing) return code;
  const toFile: ReturnToFile[] = q.returns.flatMap((r) => (r.country ? [{ ret: r.country, frequency: r.frequency, from: r.from, to: r.to }] : []));
  const vatNumbers = Object.fromEntries(qa.registrations.filter((r) => r.vatNumber && r.country !== 'OSS').map((r) => [r.country, r.vatNumber as string]));
  return Math.max(code, reportFilings(await writeFilings(toFile, args.filing, vatNumbers)));
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
