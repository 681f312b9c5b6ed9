#!/usr/bin/env node
/**
 * Dev-server benchmark (issue #25 "Dev server"): how long `npm start` (`max dev`, with the mock API)
 * takes until a developer sees a page. Starts `max dev` on a free port, opens `/login` in headless
 * Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH) and prints the seconds from the spawn to
 * - the login form being visible (`#username`),
 * - the logged-in `/` (工作台) rendering its to-do: the seller logs in through the mock
 *   (`POST /api/auth/login`), the token goes into session storage as the login page leaves it;
 * then stops the server. The first run is cold: the bundlers' caches and mako's dev output
 * (`node_modules/.cache/` `bundler-webpack`, `mfsu`, `mako`, `mako-dev`) are removed first, as on a
 * fresh clone; with `--warm` a second run follows with what the first one left (webpack's filesystem
 * cache is awaited before the first server stops). Prints the bundler (mako, `config/dev.ts`; webpack
 * with `MAKO=none npm run bench:dev`), the bundler's own build time, and the machine's load average at
 * the start and end of each run (2 cores shared: a busy machine is slower). Target: ≤ 15 s to the
 * login form, cold (issue #25). Prints figures; asserts nothing.
 * Options: `--warm` (also a warm run), `--keep-cache` (no cold run: keep the caches as they are),
 * `--timeout S` (default 300 s per step), `--log` (print the server's output).
 */
const { spawn } = require('child_process');
const fs = require('fs');
const http = require('http');
const net = require('net');
const os = require('os');
const path = require('path');
const puppeteer = require('puppeteer');

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const timeoutIdx = args.indexOf('--timeout');
const TIMEOUT = (timeoutIdx >= 0 ? Number(args[timeoutIdx + 1]) : 300) * 1000;
const TOKEN_KEY = 'yishui.access_token';
const CACHES = ['bundler-webpack', 'mfsu', 'mfsu-deps', 'mako', 'mako-dev'].map((d) => path.join(root, 'node_modules/.cache', d));

/** A free TCP port on this machine. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `POST` JSON to the dev server; resolves with the parsed answer (rejects on a non-JSON answer). */
function postJson(port, url, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request({ host: '127.0.0.1', port, path: url, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new Error(`not JSON: ${text.slice(0, 80)}`));
        }
      });
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** Newest modification time (ms) of the files under `dir`, 0 when it does not exist. */
function newest(dir) {
  if (!fs.existsSync(dir)) return 0;
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) t = Math.max(t, fs.statSync(path.join(e.parentPath ?? e.path, e.name)).mtimeMs);
  }
  return t;
}

/** Waits (at most 90 s) until something was written under `dir` and nothing changed there for 3 s. */
async function settled(dir) {
  const end = Date.now() + 90_000;
  let last = -1;
  let stableSince = Date.now();
  while (Date.now() < end) {
    const t = newest(dir);
    if (t !== last) {
      last = t;
      stableSince = Date.now();
    } else if (t > 0 && Date.now() - stableSince >= 3000) return;
    await new Promise((r) => {
      setTimeout(r, 500);
    });
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** One `max dev` start: resolves with the two times (ms since spawn) and the bundler's own "compiled" line. */
async function run(browser, label, storeCache = false) {
  const port = await freePort();
  const t0 = Date.now();
  const server = spawn(process.execPath, [require.resolve('@umijs/max/bin/max.js'), 'dev'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BROWSER: 'none', UMI_DEV_SERVER_COMPRESS: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  let compiled = null;
  const onData = (d) => {
    const s = String(d);
    log += s;
    if (flag('--log')) process.stdout.write(s);
    // e.g. "event - [Webpack] Compiled in 31234 ms (5040 modules)" or mako's "Built in …"
    const m = s.match(/(Compiled|Built) in (\d+) ?ms(?: \((\d+) modules\))?/i);
    if (m && !compiled) compiled = { at: Date.now() - t0, ms: Number(m[2]), modules: m[3] ? Number(m[3]) : null };
  };
  server.stdout.on('data', onData);
  server.stderr.on('data', onData);
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  const out = { label, port, loadStart: load() };
  try {
    // Wait for the server to listen (the page can only be opened then).
    while (!/App listening at|Local:\s+http/.test(log)) {
      if (server.exitCode !== null) throw new Error(`max dev exited (${server.exitCode}):\n${log}`);
      if (Date.now() - t0 > TIMEOUT) throw new Error(`max dev did not listen within ${TIMEOUT / 1000} s:\n${log}`);
      await new Promise((r) => {
        setTimeout(r, 100);
      });
    }
    out.listening = Date.now() - t0;
    const page = await browser.newPage();
    page.setDefaultTimeout(TIMEOUT);
    // umi's loading screen reloads the page by itself once the compile is done.
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#username', { visible: true });
    out.login = Date.now() - t0;

    const res = await postJson(port, '/api/auth/login', { username: 'seller', password: 'Yishui@2026' });
    if (!res.success) throw new Error(`mock login refused: ${JSON.stringify(res)}`);
    await page.evaluate((key, token) => sessionStorage.setItem(key, JSON.stringify(token)), TOKEN_KEY, res.data.token);
    const tHome = Date.now();
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="todo-item"], [data-testid="todo-empty"]', { visible: true });
    out.home = Date.now() - t0;
    out.homeAfterLogin = Date.now() - tHome;
    await page.close();
    out.bundler = /Building with mako/.test(log) ? 'mako' : 'webpack';
    // Before a warm run, let webpack write its filesystem cache (it does so after 5 s idle).
    if (storeCache && out.bundler === 'webpack') await settled(path.join(root, 'node_modules/.cache/bundler-webpack'));
  } finally {
    out.compiled = compiled;
    out.loadEnd = load();
    stop();
    await new Promise((r) => {
      if (server.exitCode !== null) r();
      else server.on('exit', r);
      setTimeout(r, 10_000);
    });
  }
  return out;
}

(async () => {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--lang=zh-CN'],
  });
  const runs = [];
  try {
    if (!flag('--keep-cache')) {
      for (const dir of CACHES) fs.rmSync(dir, { recursive: true, force: true });
      runs.push(await run(browser, 'cold', flag('--warm')));
    } else runs.push(await run(browser, 'as cached', flag('--warm')));
    if (flag('--warm')) runs.push(await run(browser, 'warm'));
  } finally {
    await browser.close();
  }
  console.log(`max dev on ${os.cpus().length} cores (${os.cpus()[0].model}); load average 1 / 5 / 15 min`);
  console.log('run       | bundler | listening | login form | logged-in / | / after login | bundler says            | load at start → end');
  for (const r of runs) {
    const said = r.compiled ? `${secs(r.compiled.ms)} at ${secs(r.compiled.at)}${r.compiled.modules ? `, ${r.compiled.modules} mod` : ''}` : '-';
    console.log(
      `${r.label.padEnd(9)} | ${(r.bundler ?? '?').padEnd(7)} | ${secs(r.listening).padStart(9)} | ${secs(r.login).padStart(10)} | ${secs(r.home).padStart(11)} | ${secs(r.homeAfterLogin).padStart(13)} | ${said.padEnd(23)} | ${r.loadStart} → ${r.loadEnd}`,
    );
  }
  const first = runs[0];
  console.log(`first render (login form) ${secs(first.login)} after npm start (${first.label}) — target ≤ 15 s: ${first.login <= 15_000 ? 'met' : 'MISSED'}`);
  process.exit(0);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
