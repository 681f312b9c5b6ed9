#!/usr/bin/env node
/**
 * Bundle benchmark (issue "Console foundation"): the first-load JS and CSS of `/login` and `/`
 * (as a guest) from the production build in `dist/`, raw and gzip (level 9), as Chromium actually
 * requests them. Serves `dist/` with an SPA fallback on a free local port; no mock API is needed
 * for a guest. Target: `/login` at most 300 KB gzip. Prints figures; asserts nothing.
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
const server = http.createServer((req, res) => {
  const url = decodeURIComponent(req.url.split('?')[0]);
  let file = path.join(dist, url);
  if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    if (url.startsWith('/api/')) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"status":401,"success":false}');
      return;
    }
    file = path.join(dist, 'index.html');
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function measure(browser, base, route) {
  const page = await browser.newPage();
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
  console.log(`/login total gzip ${kb(gz)} — target ≤ 300 KB: ${gz <= 300 * 1024 ? 'met' : 'MISSED'}`);
  await browser.close();
  server.close();
})();
