/**
 * The asynchronous export state machine (src/core/list/export.ts): start → poll every second →
 * done / failed / timeout / cancel, with fake timers and fake service calls.
 */
import { clampProgress, ExportRunner, xlsxName, type ExportService, type ExportState, type ExportTask } from '@/core/list';

/** A fake export service answering the scripted results in order (the last one repeats). */
function fakeService(results: (ExportTask | Error)[], start: { taskId: string } | Error = { taskId: 't1' }) {
  const calls: { start: unknown[]; result: unknown[] } = { start: [], result: [] };
  let i = 0;
  const service: ExportService<{ q?: string }> = {
    start: (params, opts) => {
      calls.start.push([params, opts]);
      return start instanceof Error ? Promise.reject(start) : Promise.resolve(start);
    },
    result: (taskId, opts) => {
      calls.result.push([taskId, opts]);
      const r = results[Math.min(i, results.length - 1)];
      i += 1;
      return r instanceof Error ? Promise.reject(r) : Promise.resolve(r);
    },
  };
  return { service, calls };
}

const task = (over: Partial<ExportTask>): ExportTask => ({ taskId: 't1', status: 'running', progress: 0, ...over });

/** Lets pending promise callbacks run. */
async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** Advances the fake clock by `ms` and lets the answers settle. */
async function tick(ms: number) {
  jest.advanceTimersByTime(ms);
  await flush();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ExportRunner', () => {
  it('starts with the list filters, polls every 1 s, reports progress, ends done with the file', async () => {
    const { service, calls } = fakeService([
      task({ status: 'pending', progress: 0 }),
      task({ status: 'running', progress: 40 }),
      task({ status: 'running', progress: 80 }),
      task({ status: 'done', progress: 100, url: 'https://files.example.cn/x.xlsx?sig=1', fileName: '计算记录.xlsx', rows: 42 }),
    ]);
    const states: ExportState[] = [];
    const runner = new ExportRunner(service, { onState: (s) => states.push(s) });
    const final = runner.run({ q: '义乌' });
    expect(runner.state).toEqual({ phase: 'starting' });
    await flush();
    expect(calls.start).toEqual([[{ q: '义乌' }, { skipErrorMessage: true }]]);
    expect(runner.state).toEqual({ phase: 'running', taskId: 't1', status: 'pending', progress: 0 });
    // Nothing is polled before a second has passed.
    await tick(999);
    expect(calls.result).toHaveLength(0);
    await tick(1);
    expect(calls.result).toEqual([['t1', { skipErrorMessage: true }]]);
    await tick(1000);
    expect(runner.state).toEqual({ phase: 'running', taskId: 't1', status: 'running', progress: 40 });
    await tick(1000);
    expect(runner.state).toMatchObject({ progress: 80 });
    await tick(1000);
    await expect(final).resolves.toEqual({ phase: 'done', taskId: 't1', progress: 100, url: 'https://files.example.cn/x.xlsx?sig=1', fileName: '计算记录.xlsx', rows: 42 });
    expect(runner.busy).toBe(false);
    expect(states.map((s) => s.phase)).toEqual(['starting', 'running', 'running', 'running', 'running', 'done']);
    // No more polling after done.
    await tick(5000);
    expect(calls.result).toHaveLength(4);
  });

  it('a failed task ends failed with the server error', async () => {
    const { service } = fakeService([task({ progress: 30 }), task({ status: 'failed', progress: 30, error: '导出数据超过 10 万行，请缩小筛选范围' })]);
    const runner = new ExportRunner(service);
    const final = runner.run({});
    await flush();
    await tick(1000);
    await tick(1000);
    await expect(final).resolves.toEqual({ phase: 'failed', taskId: 't1', progress: 30, error: '导出数据超过 10 万行，请缩小筛选范围', errorKey: undefined });
  });

  it('a failed task without a message ends with the generic locale key', async () => {
    const { service } = fakeService([task({ status: 'failed', progress: 0 })]);
    const final = new ExportRunner(service).run({});
    await flush();
    await tick(1000);
    expect(await final).toMatchObject({ phase: 'failed', errorKey: 'list.export.failed' });
  });

  it('a failing start call ends failed with its message at once, without polling', async () => {
    const { service, calls } = fakeService([], new Error('没有可导出的数据'));
    const final = new ExportRunner(service).run({});
    await flush();
    expect(await final).toEqual({ phase: 'failed', error: '没有可导出的数据', errorKey: undefined });
    await tick(3000);
    expect(calls.result).toHaveLength(0);
  });

  it('tolerates up to two failed result calls in a row; the third ends it', async () => {
    const net = new Error('无法连接服务器');
    const ok = fakeService([net, net, task({ progress: 50 }), task({ status: 'done', url: '/f.xlsx', fileName: 'a' })]);
    const r1 = new ExportRunner(ok.service).run({});
    await flush();
    for (let i = 0; i < 4; i++) await tick(1000);
    expect(await r1).toMatchObject({ phase: 'done', fileName: 'a.xlsx' });

    const bad = fakeService([net, net, net]);
    const r2 = new ExportRunner(bad.service).run({});
    await flush();
    for (let i = 0; i < 3; i++) await tick(1000);
    expect(await r2).toMatchObject({ phase: 'failed', error: '无法连接服务器' });
    expect(bad.calls.result).toHaveLength(3);
  });

  it('done without a url fails with list.export.noFile', async () => {
    const { service } = fakeService([task({ status: 'done', progress: 100 })]);
    const final = new ExportRunner(service).run({});
    await flush();
    await tick(1000);
    expect(await final).toMatchObject({ phase: 'failed', errorKey: 'list.export.noFile' });
  });

  it('gives up after the time limit', async () => {
    const { service, calls } = fakeService([task({ progress: 10 })]);
    const final = new ExportRunner(service, { timeoutMs: 5000 }).run({});
    await flush();
    for (let i = 0; i < 6; i++) await tick(1000);
    expect(await final).toEqual({ phase: 'failed', taskId: 't1', progress: 10, errorKey: 'list.export.timeout' });
    const polled = calls.result.length;
    await tick(5000);
    expect(calls.result).toHaveLength(polled);
  });

  it('cancel stops polling, resolves cancelled and ignores a late answer', async () => {
    let release: (t: ExportTask) => void = () => undefined;
    const service: ExportService = {
      start: () => Promise.resolve({ taskId: 't9' }),
      result: jest.fn(
        () =>
          new Promise<ExportTask>((r) => {
            release = r;
          }),
      ),
    };
    const states: string[] = [];
    const runner = new ExportRunner(service, { onState: (s) => states.push(s.phase) });
    const final = runner.run({});
    await flush();
    await tick(1000);
    expect(service.result).toHaveBeenCalledTimes(1);
    runner.cancel();
    expect(await final).toEqual({ phase: 'cancelled' });
    release(task({ taskId: 't9', status: 'done', url: '/x.xlsx' }));
    await flush();
    expect(runner.state).toEqual({ phase: 'cancelled' });
    await tick(5000);
    expect(service.result).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['starting', 'running', 'cancelled']);
  });

  it('a second run cancels the first', async () => {
    const { service } = fakeService([task({ progress: 20 }), task({ status: 'done', url: '/b.xlsx', fileName: 'b.xlsx' })]);
    const runner = new ExportRunner(service);
    const first = runner.run({ q: 'a' });
    await flush();
    const second = runner.run({ q: 'b' });
    expect(await first).toEqual({ phase: 'cancelled' });
    await flush();
    await tick(1000);
    await tick(1000);
    expect(await second).toMatchObject({ phase: 'done', url: '/b.xlsx' });
  });

  it('progress never goes back and stays below 100 until done', async () => {
    const { service } = fakeService([task({ progress: 60 }), task({ progress: 40 }), task({ progress: 100 }), task({ status: 'done', url: '/c.xlsx' })]);
    const seen: number[] = [];
    const final = new ExportRunner(service, { onState: (s) => s.phase === 'running' && seen.push(s.progress) }).run({});
    await flush();
    for (let i = 0; i < 4; i++) await tick(1000);
    await final;
    expect(seen).toEqual([0, 60, 60, 99]);
  });

  it('helpers: xlsxName and clampProgress', () => {
    expect(xlsxName('计算记录')).toBe('计算记录.xlsx');
    expect(xlsxName('a.XLSX')).toBe('a.XLSX');
    expect(xlsxName('')).toBe('导出.xlsx');
    expect(clampProgress(150)).toBe(100);
    expect(clampProgress(-3)).toBe(0);
    expect(clampProgress('42.4')).toBe(42);
    expect(clampProgress('x')).toBe(0);
  });
});
