#!/usr/bin/env node
/**
 * End-to-end runner: serves the production build (`dist/`, from `npm run build`) with the mock API
 * through `max preview`, waits until it answers, runs the puppeteer suites with jest, then stops the
 * servers. Jest runs E2E_WORKERS suites at once (default 2), each worker against a preview server of
 * its own (ports E2E_PORT, E2E_PORT + 1, …; the mock's state is per server, so one suite's reset never
 * touches another's data): most of a browser test is waiting for pages, which two workers overlap.
 * Env: E2E_PORT (default 8010), E2E_WORKERS (default 2), CHROMIUM_PATH (default /usr/bin/chromium).
 * The servers (scripts/preview-server.js) run with MOCK_TEST_API=1, which turns on the mock's test-only
 * calls (`/api/__test__/*`).
 */
const { spawn } = require('child_process');
const path = require('path');
const { startPreview } = require('../../scripts/preview-server');

const root = path.resolve(__dirname, '../..');
const firstPort = Number(process.env.E2E_PORT || 8010);
const workers = Math.max(1, Number(process.env.E2E_WORKERS || 2));
const ports = Array.from({ length: workers }, (_, i) => firstPort + i);

async function main() {
  process.on('SIGINT', () => process.exit(130));
  let stops;
  try {
    stops = await Promise.all(ports.map((port) => startPreview({ port, dist: 'dist' })));
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
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
