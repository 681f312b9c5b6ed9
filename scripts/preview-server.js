/**
 * The production build served with the mock API through `max preview`, for the end-to-end runner
 * (tests/e2e/run.js) and the browser benchmarks (scripts/bench-batch.ts, scripts/bench-routes.ts):
 * one way to start it, see it answer and stop it.
 *
 * The server runs with `MOCK_TEST_API=1` (the mock's test-only calls `/api/__test__/*`: reset,
 * faults, outbox…) and `NODE_ENV=production` (express prints no stack trace in an error answer;
 * docs/mock-api.md), in a process group of its own so that stopping it stops umi's children too.
 */
const { spawn } = require('child_process');
const fs = require('fs');
const http = require('http');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');

/**
 * Whether something answers `GET /api/__test__/ping` on `port` of localhost (any status; 2 s at most).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
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

/**
 * Starts `max preview` on `port` and resolves, once it answers, with a function that stops it (also
 * called when this process exits). `dist` is the build folder it must find (`dist`, or `dist-profile`
 * with `PROFILE_BUILD=1`, .umirc.ts `outputPath`).
 * Rejects with a Chinese message when the build is missing, the port is already taken (by another
 * server, or umi moved to another port), the server exits, or it does not answer within 90 s (its
 * log in the message).
 * @param {{ port: number, dist?: string }} options
 * @returns {Promise<() => void>}
 */
async function startPreview({ port, dist = process.env.PROFILE_BUILD ? 'dist-profile' : 'dist' }) {
  if (!fs.existsSync(path.join(ROOT, dist, 'index.html'))) throw new Error(`${dist}/ 不存在：请先运行 ${dist === 'dist' ? '' : 'PROFILE_BUILD=1 '}npm run build`);
  if (await ping(port)) throw new Error(`端口 ${port} 已被其他进程占用，请换一个端口（E2E_PORT 或 --port）`);
  const server = spawn(process.execPath, [require.resolve('@umijs/max/bin/max.js'), 'preview', '--port', String(port)], {
    cwd: ROOT,
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
      stop();
      throw new Error(`预览服务未能在端口 ${port} 启动：\n${log}`);
    }
    await new Promise((r) => {
      setTimeout(r, 500);
    });
  }
  if (!log.includes(`:${port}`)) {
    stop();
    throw new Error(`端口 ${port} 已被其他进程占用，请换一个端口（E2E_PORT 或 --port）：\n${log}`);
  }
  return stop;
}

module.exports = { startPreview };
