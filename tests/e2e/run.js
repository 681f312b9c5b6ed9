#!/usr/bin/env node
/**
 * End-to-end runner: serves the production build (`dist/`, from `npm run build`) with the mock API
 * through `max preview`, waits until it answers, runs the puppeteer suites with jest, then stops the
 * servers. Jest runs E2E_WORKERS suites at once (default 2), each worker against a preview server of
 * its own (ports E2E_PORT, E2E_PORT + 1, …; the mock's state is per server, so one suite's reset never
 * touches another's data): most of a browser test is waiting for pages, which two workers overlap.
 * Env: E2E_PORT (default 8010), E2E_WORKERS (default 2), CHROMIUM_PATH (default /usr/bin/chromium).
 * The servers run with MOCK_TEST_API=1, which turns on the mock's test-only calls (`/api/__test__/*`).
 */
const { spawn } = require('child_process');
const fs = require('fs');
const http = require('http');
const path = require('path');

const root = path.resolve(__dirname, '../..');
const firstPort = Number(process.env.E2E_PORT || 8010);
const workers = Math.max(1, Number(process.env.E2E_WORKERS || 2));
const ports = Array.from({ length: workers }, (_, i) => firstPort + i);

if (!fs.existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/ 不存在：请先运行 npm run build');
  process.exit(1);
}

function ping(port) {
  return new Promise((resolve) => {
    const req = http.get(`http://localhost:${port}/api/__test__/ping`, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(2000, () => {
      req.destroy();
      resolve(false);
    });
  });
}

/** Starts `max preview` on `port`; resolves with a stop function once it answers (exits on failure). */
async function serve(port) {
  const server = spawn(process.execPath, [require.resolve('@umijs/max/bin/max.js'), 'preview', '--port', String(port)], {
    cwd: root,
    // MOCK_TEST_API turns on the mock's test-only calls (reset, faults, outbox...); NODE_ENV=production
    // keeps express from printing stack traces in error answers (docs/mock-api.md).
    env: { ...process.env, PORT: String(port), MOCK_TEST_API: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);

  const deadline = Date.now() + 90_000;
  while (!(await ping(port))) {
    if (Date.now() > deadline || server.exitCode !== null) {
      console.error(`预览服务未能在端口 ${port} 启动：\n${log}`);
      process.exit(1);
    }
    await new Promise((r) => {
      setTimeout(r, 500);
    });
  }
  if (!log.includes(`:${port}`)) {
    console.error(`端口 ${port} 已被其他进程占用，请设置 E2E_PORT：\n${log}`);
    process.exit(1);
  }
  return stop;
}

async function main() {
  process.on('SIGINT', () => process.exit(130));
  const stops = await Promise.all(ports.map(serve));
  const stopAll = () => stops.forEach((stop) => stop());

  const jestBin = require.resolve('jest/bin/jest');
  const args = [jestBin, '-c', 'tests/e2e/jest.config.ts', `--maxWorkers=${workers}`, ...process.argv.slice(2)];
  // Each jest worker (JEST_WORKER_ID 1, 2, …) talks to the server of its index (tests/e2e/helpers.ts BASE).
  const bases = ports.map((p) => `http://localhost:${p}`).join(',');
  const jest = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BASE_URLS: bases } });
  jest.on('exit', (code) => {
    stopAll();
    process.exit(code ?? 1);
  });
}

main();
