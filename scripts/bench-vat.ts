/**
 * VAT engine benchmark: `npm run bench:vat` (= `tsx scripts/bench-vat.ts [--mb 100] [--seed 42]`).
 * Generates a ~100 MB current-layout report once into git-ignored `bench-data/`, then times
 * reading + computing all returns (GB, DE, FR, IT, ES, PL, CZ, OSS) in a fresh Node process (for a
 * clean peak RSS), beside a plain Python csv + Decimal aggregation of the same file when
 * `python3` is present. Prints MB/s, rows/s, peak RSS and the Node/Python time ratio.
 * Targets (printed, not asserted): ratio ≤ 1.0, peak RSS ≤ 256 MB.
 */
import { spawnSync } from 'child_process';
import { existsSync, mkdirSync, statSync } from 'fs';
import { join } from 'path';
import { calculateVat } from '../src/core/vat';
import { fromPath } from '../src/core/vat/node';
import { writeVtr } from './gen-vtr';

const ROOT = join(__dirname, '..');

async function child(file: string): Promise<void> {
  const t0 = performance.now();
  const r = await calculateVat([fromPath(file)], {
    startDate: '2025-01-01',
    endDate: '2025-03-31',
    countries: ['GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'OSS'],
    oss: { registered: true, from: '2021-07-01', memberState: 'DE' },
    maxRowsPerFigure: 1000,
  });
  const ms = performance.now() - t0;
  const json = JSON.stringify(r);
  process.stdout.write(
    `${JSON.stringify({ ms, rows: r.counts.rows, errors: r.errors.length, maxRssKb: process.resourceUsage().maxRSS, resultBytes: json.length, deVat: r.returns.find((x) => x.country === 'DE')?.totals.outputVat })}\n`,
  );
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === '--child') return child(argv[1]);
  const arg = (k: string, d: string): string => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
  const mb = Number(arg('--mb', '100'));
  const seed = Number(arg('--seed', '42'));
  const dir = join(ROOT, 'bench-data');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `vtr-${mb}mb-seed${seed}.csv`);
  if (!existsSync(file)) {
    process.stdout.write(`生成 ${file} …\n`);
    const t = performance.now();
    await writeVtr(file, { seed, targetBytes: mb * 1024 * 1024, period: { from: '2025-01-01', to: '2025-03-31' } });
    process.stdout.write(`  用时 ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
  }
  const size = statSync(file).size;
  const sizeMb = size / 1048576;
  const tsx = require.resolve('tsx/cli');
  const runs: { ms: number; rows: number; maxRssKb: number; errors: number; deVat?: string }[] = [];
  for (let i = 0; i < 2; i++) {
    const p = spawnSync(process.execPath, [tsx, __filename, '--child', file], { encoding: 'utf8', maxBuffer: 1 << 24 });
    if (p.status !== 0) throw new Error(p.stderr);
    runs.push(JSON.parse(p.stdout.trim().split('\n').pop() as string));
  }
  const node = runs.reduce((a, b) => (a.ms <= b.ms ? a : b));
  const L: string[] = [];
  L.push(`文件：${file}（${sizeMb.toFixed(1)} MB，${node.rows} 行）`);
  L.push(`Node 引擎（读取 + 计算全部申报，最优 2 次）：${(node.ms / 1000).toFixed(2)} s，${(sizeMb / (node.ms / 1000)).toFixed(1)} MB/s，${Math.round(node.rows / (node.ms / 1000))} 行/s，峰值 RSS ${(node.maxRssKb / 1024).toFixed(0)} MB，错误 ${node.errors}，DE 销项 ${node.deVat}`);
  const py = spawnSync('python3', ['--version'], { encoding: 'utf8' });
  if (py.status === 0) {
    const pr: { ms: number; rows: number; maxRssKb: number }[] = [];
    for (let i = 0; i < 2; i++) {
      const p = spawnSync('python3', [join(__dirname, 'bench-vat.py'), file], { encoding: 'utf8' });
      if (p.status !== 0) throw new Error(p.stderr);
      pr.push(JSON.parse(p.stdout));
    }
    const b = pr.reduce((x, y) => (x.ms <= y.ms ? x : y));
    L.push(`Python csv + Decimal 聚合（${py.stdout.trim()}，最优 2 次）：${(b.ms / 1000).toFixed(2)} s，${(sizeMb / (b.ms / 1000)).toFixed(1)} MB/s，${Math.round(b.rows / (b.ms / 1000))} 行/s，峰值 RSS ${(b.maxRssKb / 1024).toFixed(0)} MB`);
    const ratio = node.ms / b.ms;
    L.push(`时间比 Node / Python = ${ratio.toFixed(2)}x（目标 ≤ 1.0x）${ratio <= 1 ? ' ✓' : ' ✗'}`);
  } else L.push('未找到 python3：跳过 Python 对照');
  L.push(`峰值 RSS 目标 ≤ 256 MB：${node.maxRssKb / 1024 <= 256 ? '✓' : '✗'}`);
  process.stdout.write(`${L.join('\n')}\n`);
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack}\n`);
  process.exitCode = 1;
});
