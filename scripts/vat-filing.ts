/**
 * `npm run vat -- … --filing DIR` (issue #31): each computed return's filing file written into DIR,
 * named as the authority names it, after the same builder and official-schema check the mock uses
 * (`src/core/filing`). A return whose file would not pass its schema (or lacks an identity field the
 * file needs) writes nothing and is reported in Chinese on stderr; the run then exits 4.
 *
 * The filer's identity comes from `--seller FILE` (JSON, {@link SELLER_FILE_DOC}) and/or flags
 * (`--seller-name`, `--seller-email`, `--tax-id XX:ID`, `--tax-office XX:CODE`); flags win. The VAT
 * numbers default to the result's `sellerVatNumbers` (`--vat` and the report's seller columns).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import { z } from 'zod';
import { vatCountry } from '../src/core/countries';
import { layoutInputFromEngine } from '../src/core/declare/layouts';
import { buildFiling, isFilingFormatId, type FilingProblem, type FilingSeller } from '../src/core/filing';
import type { CountryReturn } from '../src/core/vat/types';
import type { Frequency } from '../src/core/vat-tax/periods';

const codeMap = z.record(z.string().regex(/^[A-Z]{2}$/, '国家代码应为两位大写字母，例如 PL'), z.string().trim().min(1, '取值不能为空').max(40));
const sellerSchema = z
  .object({
    name: z.string({ required_error: '缺少 name（公司登记名称）' }).trim().min(1, 'name（公司登记名称）不能为空').max(120),
    vatNumbers: codeMap.default({}),
    taxIds: codeMap.optional(),
    taxOffices: codeMap.optional(),
    email: z.string().trim().email('email 不是有效的邮箱地址').optional(),
    phone: z.string().trim().max(30).optional(),
    establishedIn: z.string().regex(/^[A-Z]{2}$/, 'establishedIn 应为两位大写国家代码，例如 CN').optional(),
  })
  .strict();

/** Reads and checks a `--seller` file. Throws Error (Chinese) naming the file and the field at fault. */
export function readSellerFile(path: string): FilingSeller {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`无法读取卖家信息文件 ${path}：${(e as NodeJS.ErrnoException).code === 'ENOENT' ? '文件不存在' : '不是有效的 JSON'}`);
  }
  const r = sellerSchema.safeParse(raw);
  if (!r.success) {
    const i = r.error.issues[0];
    const where = i.path.length ? `（${i.path.join('.')}）` : '';
    throw new Error(`卖家信息文件 ${path} 有误${where}：${i.code === 'unrecognized_keys' ? `不认识的字段 ${i.keys.join('、')}` : i.message}`);
  }
  return r.data;
}

/** What `--filing` needs besides the returns: the output folder and the filer (file and flags merged). */
export interface FilingArgs {
  dir: string;
  seller: Partial<FilingSeller>;
}

/**
 * Handles one filing option at `argv[i]` into `f`; answers how many extra arguments it used, or −1
 * when `argv[i]` is not a filing option. Throws Error (Chinese) on a bad value.
 */
export function filingOption(argv: string[], i: number, f: { filing?: FilingArgs }): number {
  const a = argv[i];
  const v = argv[i + 1];
  const need = () => {
    if (v === undefined) throw new Error(`选项 ${a} 缺少取值`);
    return v;
  };
  const get = () => (f.filing ??= { dir: '', seller: {} });
  const pair = (name: string): [string, string] => {
    const m = /^([A-Za-z]{2}):(.+)$/.exec(need());
    if (!m) throw new Error(`${name} 应为 XX:取值，例如 ${name === '--tax-office' ? 'PL:1471' : 'IT:00743110157'}`);
    return [m[1].toUpperCase(), m[2].trim()];
  };
  switch (a) {
    case '--filing':
      get().dir = need();
      return 1;
    case '--seller':
      get().seller = { ...readSellerFile(need()), ...stripUndefined(get().seller) };
      return 1;
    case '--seller-name':
      get().seller.name = need();
      return 1;
    case '--seller-email':
      get().seller.email = need();
      return 1;
    case '--tax-id': {
      const [c, id] = pair(a);
      get().seller.taxIds = { ...(get().seller.taxIds ?? {}), [c]: id };
      return 1;
    }
    case '--tax-office': {
      const [c, code] = pair(a);
      get().seller.taxOffices = { ...(get().seller.taxOffices ?? {}), [c]: code };
      return 1;
    }
    default:
      return -1;
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Usage lines of the filing options. */
export const USAGE_FILING = `  --filing DIR        把每份申报的官方申报文件写入 DIR（英国 MTD JSON、波兰 JPK_V7M/V7K、意大利 LIPE、捷克 DPHDP3/DPHKH1/DPHSHV、
                      西班牙 303），文件先经官方结构校验；未通过或缺少申报主体信息时不写该文件，退出码 4
  --seller FILE       申报主体信息 JSON：name、vatNumbers、taxIds、taxOffices、email、phone、establishedIn（见 README）
  --seller-name NAME  公司登记名称（覆盖 --seller 文件中的值）
  --seller-email MAIL 联系邮箱
  --tax-id XX:ID      当地税号（意大利 codice fiscale、捷克 DIČ、波兰 NIP）
  --tax-office XX:CODE  主管税务局代码（波兰 KodUrzedu，捷克 451/2001）`;

/** One computed return to file: the engine's return, its frequency, its period. */
export interface ReturnToFile {
  ret: CountryReturn;
  frequency: Frequency;
  from: string;
  to: string;
}

/** The frequency of a period from its length: one month, a quarter, a year (a single run of the CLI). */
export function frequencyOf(from: string, to: string): Frequency {
  const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
  return months >= 12 ? 'annual' : months >= 3 ? 'quarterly' : 'monthly';
}

/**
 * Builds and writes the filing files of `returns` into `args.dir` (created if missing). Answers the
 * written paths and, per return that has a format but whose file failed, its Chinese problems; a
 * country without a format is listed in `skipped` with the pack's reason.
 */
export async function writeFilings(
  returns: ReturnToFile[],
  args: FilingArgs,
  vatNumbers: Record<string, string>,
  createdAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
): Promise<{ written: string[]; failed: { country: string; from: string; problems: FilingProblem[] }[]; skipped: { country: string; reason: string }[] }> {
  const written: string[] = [];
  const failed: { country: string; from: string; problems: FilingProblem[] }[] = [];
  const skipped: { country: string; reason: string }[] = [];
  mkdirSync(args.dir, { recursive: true });
  for (const r of returns) {
    const pack = vatCountry(r.ret.country);
    const f = pack?.filing;
    if (!f || 'none' in f || !isFilingFormatId(f.format)) {
      skipped.push({ country: r.ret.country, reason: f && 'none' in f ? f.none : '没有官方申报文件格式' });
      continue;
    }
    const seller: FilingSeller = { name: args.seller.name ?? '', ...args.seller, vatNumbers: { ...vatNumbers, ...(args.seller.vatNumbers ?? {}) } };
    const boxes = r.ret.boxes ? Object.fromEntries(Object.entries(r.ret.boxes).map(([k, fig]) => [k, fig.value])) : undefined;
    const out = await buildFiling(f.format, {
      country: r.ret.country,
      currency: r.ret.currency,
      period: { from: r.from, to: r.to },
      frequency: r.frequency,
      seller,
      ...(boxes ? { boxes } : { layoutInput: { ...layoutInputFromEngine(r.ret), frequency: r.frequency, periodStart: r.from } }),
      createdAt,
    });
    if (!out.ok) {
      failed.push({ country: r.ret.country, from: r.from, problems: out.problems });
      continue;
    }
    for (const file of out.files) {
      const p = join(args.dir, file.name);
      writeFileSync(p, file.text, 'utf8');
      written.push(p);
    }
  }
  return { written, failed, skipped };
}

/** Prints the outcome of {@link writeFilings} (paths on stdout's side channel: stderr, so `--json` stays clean) and answers the exit code (0, or 4 when a file failed). */
export function reportFilings(o: Awaited<ReturnType<typeof writeFilings>>, where = 'seller.json 或 --seller-name / --seller-email / --tax-id / --tax-office'): number {
  for (const p of o.written) process.stderr.write(`已写入申报文件 ${p}\n`);
  for (const s of o.skipped) process.stderr.write(`${s.country}：未生成申报文件（${s.reason}）\n`);
  for (const f of o.failed) {
    process.stderr.write(`${f.country} ${f.from} 的申报文件未通过校验，未写入：\n`);
    for (const p of f.problems) process.stderr.write(`  ✗ ${p.message.replace('申报详情页的「申报主体信息」', where)}${p.detail ? `（${p.detail}）` : ''}\n`);
  }
  return o.failed.length ? 4 : 0;
}
