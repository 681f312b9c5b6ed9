#!/usr/bin/env node
/**
 * Bundle benchmark (issues "Console foundation", #9 "Performance"): the first-load JS and CSS of
 * `/login` and `/` (as a guest) from the production build in `dist/`, raw and gzip (level 9), as
 * Chromium actually requests them; then, for every console route of `config/routes.ts`, the route's
 * OWN chunks — what a logged-in user's browser loads for that route beyond what `/` already loaded
 * (target: none over 150 KB gzip). Serves `dist/` with an SPA fallback on a free local port; the
 * API is faked (a guest gets 401; with `?as=user` a logged-in seller: `/api/user/info` answers a user,
 * other calls an empty success), so no mock API is needed. Targets (issue #25): `/login` at most
 * 250 KB gzip, the logged-in `/` at most 400 KB before the idle fetch of the screen kit. Prints
 * figures; asserts nothing. `--files` lists the files of `/login`, of the logged-in `/` and of each
 * route; `--first-load` stops after `/`.
 */
const fs = require('fs');
const http = require('http');
const path = require('path');
const zlib = require('zlib');
const puppeteer = require('puppeteer');

const dist = path.resolve(__dirname, '../dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ 不存在：请先运行 npm run build');
  process.exit(1);
}

const TYPES = { '.js': 'application/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };
/** The fake logged-in user of the per-route measurement. */
const USER = { id: 1, username: 'seller', name: '张伟', mobile: '13800138000', role: 1, show_invite: 0, other_settings: { default_eu_agent_offices: [] } };
let loggedIn = false;
const server = http.createServer((req, res) => {
  const url = decodeURIComponent(req.url.split('?')[0]);
  let file = path.join(dist, url);
  if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    if (url.startsWith('/api/')) {
      res.writeHead(loggedIn ? 200 : 401, { 'content-type': 'application/json' });
      if (!loggedIn) res.end('{"status":401,"success":false}');
      else if (url === '/api/user/info') res.end(JSON.stringify({ status: 200, success: true, data: USER }));
      else if (url === '/api/storage/certificate') res.end(JSON.stringify({ status: 200, success: true, data: { url: '/mock-oss' } }));
      else res.end('{"status":200,"success":true,"data":null}');
      return;
    }
    file = path.join(dist, 'index.html');
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The guarded console routes of `config/routes.ts` (read as text: the file is TypeScript), without
 * route parameters, the 404 fallback and the developer page.
 */
function consoleRoutes() {
  const dir = path.resolve(__dirname, '../config');
  const files = [path.join(dir, 'routes.ts'), ...fs.readdirSync(path.join(dir, 'routes')).map((f) => path.join(dir, 'routes', f))];
  const paths = new Set();
  for (const f of files) {
    const text = fs.readFileSync(f, 'utf8');
    for (const m of text.matchAll(/path: '([^']+)'/g)) paths.add(m[1]);
  }
  return [...paths].filter((p) => p.startsWith('/user/') && !p.includes(':') && !p.includes('*')).sort();
}

/**
 * The JS/CSS files Chromium requests for `route` until the page is idle (networkidle0), including
 * what the app fetches in idle time (the screen kit, for a logged-in user) — unless `noIdle`, which
 * turns `requestIdleCallback` off in the page: then only what the page itself needs.
 */
async function measure(browser, base, route, token, noIdle = false) {
  const page = await browser.newPage();
  if (token) await page.evaluateOnNewDocument((t) => sessionStorage.setItem('yishui.access_token', JSON.stringify(t)), token);
  if (noIdle) await page.evaluateOnNewDocument(() => Object.assign(window, { requestIdleCallback: () => 0 }));
  const files = new Set();
  page.on('requestfinished', (req) => {
    const u = new URL(req.url());
    if (u.origin === base && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname);
  });
  await page.goto(base + route, { waitUntil: 'networkidle0' });
  await page.close();
  const totals = { js: { raw: 0, gzip: 0, n: 0 }, css: { raw: 0, gzip: 0, n: 0 }, files: [] };
  for (const f of files) {
    const buf = fs.readFileSync(path.join(dist, f));
    const t = totals[f.endsWith('.css') ? 'css' : 'js'];
    const gzip = zlib.gzipSync(buf, { level: 9 }).length;
    t.raw += buf.length;
    t.gzip += gzip;
    t.n += 1;
    totals.files.push({ file: f, raw: buf.length, gzip });
  }
  return totals;
}

(async () => {
  await new Promise((r) => {
    server.listen(0, '127.0.0.1', r);
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--lang=zh-CN'],
  });
  console.log('first-load assets of the production build (guest), as requested by Chromium');
  console.log('route      | JS files | JS raw     | JS gzip    | CSS raw   | CSS gzip');
  let login;
  for (const route of ['/login', '/']) {
    const t = await measure(browser, base, route);
    if (route === '/login') login = t;
    console.log(
      `${route.padEnd(10)} | ${String(t.js.n).padStart(8)} | ${kb(t.js.raw).padStart(10)} | ${kb(t.js.gzip).padStart(10)} | ${kb(t.css.raw).padStart(9)} | ${kb(t.css.gzip).padStart(8)}`,
    );
  }
  if (process.argv.includes('--files')) {
    console.log('\n/login files (gzip, largest first):');
    for (const f of login.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  }
  const gz = login.js.gzip + login.css.gzip;
  console.log(`/login total gzip ${kb(gz)} — target ≤ 250 KB (issue #25): ${gz <= 250 * 1024 ? 'met' : 'MISSED'}`);

  // Each console route's own chunks, beyond what a logged-in user's `/` already loaded.
  loggedIn = true;
  const bare = await measure(browser, base, '/', 'bench-token', true);
  const home = await measure(browser, base, '/', 'bench-token');
  const loadedByHome = new Set(home.files.map((f) => f.file));
  console.log(`\n/ logged in: first load ${kb(bare.js.gzip + bare.css.gzip)} gzip; with the screen kit fetched in idle time ${kb(home.js.gzip + home.css.gzip)}`);
  const homeGz = bare.js.gzip + bare.css.gzip;
  console.log(`/ logged in first load — target ≤ 400 KB: ${homeGz <= 400 * 1024 ? 'met' : 'MISSED'}`);
  if (process.argv.includes('--files')) {
    console.log('/ logged-in first-load files (gzip, largest first):');
    for (const f of bare.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  }
  if (process.argv.includes('--first-load')) {
    await browser.close();
    server.close();
    return;
  }
  const routes = consoleRoutes();
  console.log(`\nown chunks of each console route beyond \`/\` (logged in), gzip — target ≤ 150 KB each`);
  let worst = { route: '', gzip: 0 };
  for (const route of routes) {
    const t = await measure(browser, base, route, 'bench-token');
    const own = t.files.filter((f) => !loadedByHome.has(f.file));
    const gzip = own.reduce((a, f) => a + f.gzip, 0);
    if (gzip > worst.gzip) worst = { route, gzip };
    console.log(`  ${kb(gzip).padStart(9)}  ${String(own.length).padStart(2)} files  ${route}${gzip > 150 * 1024 ? '  ← over 150 KB' : ''}`);
    if (process.argv.includes('--files')) for (const f of own.sort((a, b) => b.gzip - a.gzip)) console.log(`             ${kb(f.gzip).padStart(9)}  ${f.file}`);
  }
  console.log(`largest route chunk set: ${worst.route} ${kb(worst.gzip)} — target ≤ 150 KB: ${worst.gzip <= 150 * 1024 ? 'met' : 'MISSED'}`);
  await browser.close();
  server.close();
})();
