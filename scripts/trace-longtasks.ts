/**
 * Reads a Chrome trace (`page.tracing` JSON, categories `devtools.timeline` and
 * `disabled-by-default-devtools.timeline`) and names what the main thread's long tasks (over
 * `thresholdMs`) spent their time on: per task its duration and its biggest children (script by
 * event type and function, style, layout, paint, garbage collection). Used by `bench:batch
 * --trace`; figures only, nothing asserted.
 */
import { readFileSync } from 'fs';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** One long task: its start (ms from the first event), duration (ms) and time per cause (ms). */
interface LongTask {
  at: number;
  ms: number;
  causes: [string, number][];
}

function label(e: TraceEvent): string {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case 'FunctionCall':
      return `script ${String(d.functionName || '(anonymous)')} @${String(d.url ?? '').split('/').pop()}:${String(d.lineNumber ?? '')}`;
    case 'EventDispatch':
      return `event ${String(d.type)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'requestAnimationFrame';
    case 'XHRReadyStateChange':
    case 'XHRLoad':
      return 'xhr';
    case 'V8.GC_SCAVENGER':
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GCCompactor':
    case 'BlinkGC.AtomicPhase':
      return 'gc';
    default:
      return e.name;
  }
}

const LEVEL1 = new Set([
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'XHRReadyStateChange',
  'XHRLoad',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'EvaluateScript',
  'v8.compile',
  'ParseHTML',
  'RunMicrotasks',
  'HitTest',
  'ParseAuthorStyleSheet',
]);

/** The long tasks of the renderer's main thread in `file`, longest first. */
export function longTasks(file: string, thresholdMs = 50): LongTask[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  // the page's renderer: of the renderer main threads, the busiest
  const busy = new Map<string, number>();
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  for (const e of events)
    if (e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`)) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return [];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined);
  const t0 = Math.min(...mine.map((e) => e.ts));
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur! / 1000 > thresholdMs);
  return tasks
    .map((task) => {
      const end = task.ts + task.dur!;
      const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && LEVEL1.has(e.name));
      // only the outermost of nested level-1 events counts (a FunctionCall inside an EventDispatch)
      inside.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
      const top: TraceEvent[] = [];
      let until = -1;
      for (const e of inside) {
        if (e.ts >= until) {
          top.push(e);
          until = e.ts + e.dur!;
        }
      }
      const by = new Map<string, number>();
      for (const e of top) by.set(label(e), (by.get(label(e)) ?? 0) + e.dur! / 1000);
      return {
        at: (task.ts - t0) / 1000,
        ms: task.dur! / 1000,
        causes: [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4),
      };
    })
    .sort((a, b) => b.ms - a.ms);
}

if (require.main === module) {
  const tasks = longTasks(process.argv[2], Number(process.argv[3] ?? 50));
  console.log(`${tasks.length} long tasks`);
  for (const t of tasks.slice(0, 25))
    console.log(`${t.ms.toFixed(0).padStart(5)} ms at ${(t.at / 1000).toFixed(1)} s: ${t.causes.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')}`);
}

/** A V8 CPU profile (`Profiler.stop` of the DevTools protocol). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * The functions of a CPU profile by self time and by total time (ms), the idle and the program's
 * own bookkeeping left out: which component or helper the main thread was busy in. Names are only
 * readable in a build without mangling (`PROFILE_BUILD=1 npm run build`).
 */
export function profileSummary(p: CpuProfile, top = 20): { self: [string, number][]; total: [string, number][] } {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (id: number) => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  // idle, bookkeeping, and minified names (React's own functions) that say nothing
  const skip = /^(\((idle|program|garbage collector|root)\)|[\w$]{1,3} )/;
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i] ?? 0) / 1000;
    const me = name(id);
    if (skip.test(me)) return;
    self.set(me, (self.get(me) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = name(at);
      if (seen.has(k) || skip.test(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + ms);
    }
  });
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { self: sorted(self), total: sorted(total) };
}
