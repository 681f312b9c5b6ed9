/**
 * First loads of the list routes (issue #33 "First loads under 2 s"): `npm run bench:routes`
 * (= `tsx scripts/bench-routes.ts [--runs 3] [--port 8150] [--only <path part>] [--role seller|agent]`).
 *
 * Builds nothing: serves the production build (`dist/`, `npm run build` first) with the mock API
 * through `max preview` on `--port`, logs in as the seller and the agent (through the mock's login
 * call; the token goes into session storage before the app starts, as the login page leaves it),
 * and opens every list route of config/routes.ts in headless Chromium (Debian's, or CHROMIUM_PATH):
 * a route whose page is built on the kit's ListPage, plus the pages whose first view is the user's
 * records as a list (the EPR and compliance overviews, the batch packaging declaration's
 * registrations). Routes behind an access flag the role lacks are skipped for it.
 *
 * Each run is a first load: a fresh browser context (no cache, no service worker), the route opened
 * directly. Time to first rows = from navigation start (`performance.now()` in the page) until the
 * page shows its first data rows or its empty state (a table row, a list item, an antd Empty) with
 * no table spinner left. Printed per route and role: the median of `--runs` runs (default 3), the
 * fastest and slowest, how many API calls and script files the page fetched before its first rows,
 * and its slowest API call — a route over 2 s says whether a route chunk, a waterfall of calls or
 * one slow call is the cause. Also the machine's load average (2 cores shared by several sessions:
 * a busy machine is slower; rerun the slow ones with `--only`). Figures are printed, never asserted.
 */
import { existsSync, readFileSync } from 'fs';
import os from 'os';
import { join } from 'path';
import puppeteer, { type Browser, type HTTPRequest } from 'puppeteer';
import routes, { type AppRoute } from '../config/routes';
import { startPreview } from './preview-server';

const ROOT = join(__dirname, '..');
const argOf = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Math.max(1, Number(argOf('--runs') ?? 3));
const PORT = Number(argOf('--port') ?? 8150);
const ONLY = argOf('--only');
const ROLE = argOf('--role');
const BASE = `http://localhost:${PORT}`;
const TOKEN_KEY = 'yishui.access_token';
const TIMEOUT_MS = 60_000;

/** Pages not on ListPage whose first view is a list of the user's records (why each counts: its first rows are records). */
const RECORD_OVERVIEWS = new Set(['epr', 'compliance', 'epr-declare']);

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Every route of the table with a component, nested ones flattened (no redirects, no fallback). */
function flatten(list: AppRoute[]): AppRoute[] {
  return list.flatMap((r) => [
    ...(r.redirect || r.path === '/*' || !r.component ? [] : [r]),
    ...flatten(r.routes ?? []),
  ]);
}

/** Whether `r` is a list route: its page imports the kit's ListPage, or it is a record overview. */
function isListRoute(r: AppRoute): boolean {
  const file = ['index.tsx', 'index.ts'].map((f) => join(ROOT, 'src/pages', r.component!, f)).find(existsSync);
  if (!file) return false;
  return /^import ListPage\b/m.test(readFileSync(file, 'utf8')) || RECORD_OVERVIEWS.has(r.component!);
}

/** The mock's login: the token and the user's access flags' inputs. */
async function login(username: string): Promise<{ token: string; role: number; showInvite: boolean }> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Yishui@2026' }),
  });
  const body = (await res.json()) as {
    success: boolean;
    data: { token: string; user: { role: number; show_invite?: number } };
  };
  if (!body.success) throw new Error(`login of ${username} refused`);
  return {
    token: body.data.token,
    role: Number(body.data.user.role),
    showInvite: Number(body.data.user.show_invite) === 1,
  };
}

/** Whether the role may open `r` (src/access.ts flags: `isAgent`, `showInvite`; other flags: open to all logged-in users here). */
function mayOpen(r: AppRoute, who: { role: number; showInvite: boolean }): boolean {
  if (r.access === 'isAgent') return who.role === 2;
  if (r.access === 'showInvite') return who.showInvite;
  return true;
}

/** One first load of `path`: ms to first rows (or `null` on timeout), API calls and scripts before them, the slowest API call. */
interface Run {
  ms: number | null;
  /** When the page's own first API call (not the user's info) started, ms from navigation start: before it, the time went to loading code. */
  firstCallAt: number | null;
  apiCalls: number;
  scripts: number;
  slowest: { path: string; ms: number } | null;
}

/**
 * Runs in the page before the app: puts the token into session storage (as the login page leaves
 * it) and counts the page's API calls in flight and answered (XHR and fetch), so an empty state is
 * taken as the answer only once the page's calls are done (ProTable shows its Empty before its first
 * request starts).
 */
const INSTRUMENT = `function (key, token) {
  try { sessionStorage.setItem(key, JSON.stringify(token)); } catch (e) { /* about:blank */ }
  var b = (window.__bench = { inflight: 0, done: 0, calls: [] });
  function track(u) {
    var c = { path: new URL(String(u), location.href).pathname, start: performance.now(), end: 0 };
    b.calls.push(c);
    b.inflight += 1;
    return function () { c.end = performance.now(); b.inflight -= 1; b.done += 1; };
  }
  function isApi(u) { try { return new URL(String(u), location.href).pathname.indexOf('/api/') === 0; } catch (e) { return false; } }
  var open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function () {
    if (isApi(arguments[1])) this.addEventListener('loadend', track(arguments[1]));
    return open.apply(this, arguments);
  };
  var f = window.fetch;
  window.fetch = function (input, init) {
    var u = typeof input === 'string' ? input : input && (input.href || input.url);
    if (!isApi(u)) return f(input, init);
    var done = track(u);
    return f(input, init).finally(done);
  };
}`;

/** Opens `path` in a fresh context with `token` and measures until the first rows or the empty state. */
async function firstLoad(browser: Browser, path: string, token: string): Promise<Run> {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  // A string, not a function: tsx (esbuild, keepNames) would wrap the function's inner functions in a
  // `__name` helper the page does not have.
  await page.evaluateOnNewDocument(`(${INSTRUMENT})(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`);
  const started = new Map<HTTPRequest, number>();
  const api: { path: string; ms: number; endAt: number }[] = [];
  const scripts: number[] = [];
  page.on('request', (r) => {
    started.set(r, Date.now());
    if (r.resourceType() === 'script') scripts.push(Date.now());
  });
  page.on('requestfinished', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/'))
      api.push({
        path: `${r.method()} ${u.pathname}`,
        ms: Date.now() - (started.get(r) ?? Date.now()),
        endAt: Date.now(),
      });
  });
  const navAt = Date.now();
  let ms: number | null = null;
  try {
    await page.goto(`${BASE}${path}`, { waitUntil: 'domcontentloaded', timeout: TIMEOUT_MS });
    const handle = await page.waitForFunction(
      () => {
        const main = document.querySelector('main') ?? document.body;
        if (main.querySelector('.ant-table .ant-spin-spinning, .ant-skeleton')) return false;
        // Data rows: a table row or a list item of records.
        if (main.querySelector('.ant-table-tbody tr.ant-table-row, .ant-list-items > .ant-list-item'))
          return performance.now();
        // The empty state counts once the page's calls (beyond the user's own) have answered.
        const b = (window as unknown as { __bench: { inflight: number; done: number } }).__bench;
        const empty = main.querySelector(
          '.ant-table-placeholder .ant-empty, .ant-list-empty-text, [data-testid="list-empty"]',
        );
        return empty && b.inflight === 0 && b.done >= 2 ? performance.now() : false;
      },
      { polling: 50, timeout: TIMEOUT_MS },
    );
    ms = Math.round((await handle.jsonValue()) as number);
  } catch {
    ms = null;
  }
  const calls = await page
    .evaluate(
      () => (window as unknown as { __bench: { calls: { path: string; start: number; end: number }[] } }).__bench.calls,
    )
    .catch(() => [] as { path: string; start: number; end: number }[]);
  const own = calls.filter((c) => c.path !== '/api/user/info' && c.path !== '/api/currentUser');
  const firstCallAt = own.length ? Math.round(Math.min(...own.map((c) => c.start))) : null;
  const doneAt = ms === null ? Date.now() : navAt + ms;
  const before = api.filter((a) => a.endAt <= doneAt + 50);
  const slowest = before.reduce<{ path: string; ms: number } | null>(
    (m, a) => (!m || a.ms > m.ms ? { path: a.path, ms: a.ms } : m),
    null,
  );
  await ctx.close();
  return { ms, firstCallAt, apiCalls: before.length, scripts: scripts.filter((t) => t <= doneAt).length, slowest };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

async function main() {
  const list = flatten(routes)
    .filter(isListRoute)
    .filter((r) => !ONLY || r.path.includes(ONLY));
  const stop = await startPreview({ port: PORT, dist: 'dist' });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const cores = os.cpus().length;
  console.log(
    `bench:routes — ${list.length} list routes, ${RUNS} first loads each per role, dist/ on :${PORT}; ${cores} cores, load ${load()} (1 / 5 / 15 min)`,
  );
  const rows: {
    firstCall: number | null;
    role: string;
    path: string;
    median: number | null;
    min: number | null;
    max: number | null;
    calls: number;
    scripts: number;
    slowest: string;
  }[] = [];
  try {
    for (const username of ['seller', 'agent'].filter((u) => !ROLE || u === ROLE)) {
      const who = await login(username);
      for (const r of list) {
        if (!mayOpen(r, who)) continue;
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await firstLoad(browser, r.path, who.token));
        const ok = runs.map((x) => x.ms).filter((x): x is number => x !== null);
        const last = runs[runs.length - 1];
        const slow = runs
          .map((x) => x.slowest)
          .filter(Boolean)
          .sort((a, b) => b!.ms - a!.ms)[0];
        const firstCalls = runs.map((x) => x.firstCallAt).filter((x): x is number => x !== null);
        const row = {
          firstCall: firstCalls.length ? median(firstCalls) : null,
          role: username,
          path: r.path,
          median: ok.length ? median(ok) : null,
          min: ok.length ? Math.min(...ok) : null,
          max: ok.length ? Math.max(...ok) : null,
          calls: last.apiCalls,
          scripts: last.scripts,
          slowest: slow ? `${slow.path} ${slow.ms} ms` : '-',
        };
        rows.push(row);
        const flag = row.median === null ? '  (no rows within 60 s)' : row.median > 2000 ? '  > 2 s' : '';
        console.log(
          `${username.padEnd(6)} ${r.path.padEnd(58)} ${row.median === null ? '   —' : `${String(row.median).padStart(5)} ms`}  (${ok.join(' / ')})  first call at ${row.firstCall ?? '-'} ms, api ${row.calls}, js ${row.scripts}, slowest ${row.slowest}${flag}`,
        );
      }
    }
  } finally {
    await browser.close();
    stop();
  }
  const measured = rows.filter((r) => r.median !== null);
  const over = measured.filter((r) => r.median! > 2000);
  console.log(
    `\n${measured.length} measured, ${over.length} over 2 s${over.length ? `: ${over.map((r) => `${r.role} ${r.path}`).join(', ')}` : ''}; load ${load()}`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
