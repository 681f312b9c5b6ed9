import puppeteer from 'puppeteer';
import { spawn } from 'child_process';
import { longTasks } from './trace-longtasks';
const PORT=8141, BASE=`http://localhost:${PORT}`;
(async () => {
  const server = spawn(process.execPath, [require.resolve('@umijs/max/bin/max.js'), 'preview', '--port', String(PORT)], { cwd: '/work/wt/areas', env: { ...process.env, PORT: String(PORT), MOCK_TEST_API: '1', NODE_ENV: 'production' }, stdio: 'ignore', detached: true });
  for (let i=0;i<120;i++){ try { await fetch(`${BASE}/api/__test__/ping`); break; } catch { await new Promise(r=>setTimeout(r,500)); } }
  const res = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'seller', password: 'Yishui@2026' }) });
  const token = ((await res.json()) as any).data.token;
  const b = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await b.createBrowserContext();
  const p = await ctx.newPage();
  await p.evaluateOnNewDocument(`sessionStorage.setItem('yishui.access_token', ${JSON.stringify(JSON.stringify(token))}); window.__marks = {}; new MutationObserver(() => { const m = window.__marks; for (const [k, sel] of [['layout', '.ant-pro-layout'], ['pageContainer', '.ant-page-header, .ant-pro-page-container'], ['proTable', '.ant-pro-table'], ['form', '.ant-pro-query-filter'], ['tableBody', '.ant-table-tbody'], ['rows', '.ant-table-row']]) if (!m[k] && document.querySelector(sel)) m[k] = Math.round(performance.now()); }).observe(document, { subtree: true, childList: true });`);
  const t0 = Date.now(); const log: string[] = []; const st = new Map<any, number>();
  p.on('request', r => { st.set(r, Date.now()-t0); });
  p.on('requestfinished', async r => { const u = new URL(r.url()); let size = 0; try { size = (await r.response()!.buffer()).length; } catch {} log.push(`${String(st.get(r)).padStart(5)} → ${String(Date.now()-t0).padStart(5)}  ${(size/1024).toFixed(0).padStart(5)} KB  ${u.pathname}`); });
  await p.tracing.start({ path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await p.goto(`${BASE}${process.argv[2] ?? '/user/epr/list'}`);
  await p.waitForSelector('.ant-table-tbody tr.ant-table-row', { timeout: 60000 });
  console.log('rows at', Date.now()-t0, await p.evaluate(() => (window as any).__marks));
  await p.tracing.stop();
  for (const t of longTasks('/tmp/trace.json', 50).sort((a,b)=>a.at-b.at)) console.log(`task at ${t.at.toFixed(0)} ${t.ms.toFixed(0)} ms: ${t.causes.slice(0,4).map(([c,m])=>`${c} ${m.toFixed(0)}`).join('; ')}`);
  await new Promise(r=>setTimeout(r,500));
  console.log(log.sort((a,b)=>Number(a.trim().split(' ')[0])-Number(b.trim().split(' ')[0])).join('\n'));
  await b.close(); process.kill(-server.pid!);
})();
