import fs from 'fs';
import os from 'os';
import path from 'path';
import { MAKO_DEV_OUTPUT, devOverrides } from '../../../config/dev';
import net from 'net';
import { makoWorkerPaths, waitForMakoServer } from '../../../config/dev-preset';

const root = path.resolve(__dirname, '../../..');

describe('config/dev.ts: development-only settings of `max dev` (issue #25 "Dev server")', () => {
  it('bundles `max dev` with mako, into a directory that is not the production dist/', () => {
    const dev = devOverrides({ NODE_ENV: 'development' });
    expect(dev.mako).toEqual({});
    expect(dev.outputPath).toBe(MAKO_DEV_OUTPUT);
    expect(path.resolve(root, MAKO_DEV_OUTPUT).startsWith(path.resolve(root, 'dist'))).toBe(false);
    // Inside node_modules (git-ignored), never a tracked folder.
    expect(MAKO_DEV_OUTPUT.startsWith('node_modules/')).toBe(true);
    // No bundle report and no webpack-only hook in development (the keys are present, set to undefined).
    expect('analyze' in dev && dev.analyze === undefined).toBe(true);
    expect('chainWebpack' in dev && dev.chainWebpack === undefined).toBe(true);
    expect(dev.codeSplitting).toBe(false);
    expect(dev.presets).toEqual([path.join(root, 'config/dev-preset.ts')]);
  });

  it('changes nothing for the production build, the tests, or with MAKO=none', () => {
    expect(devOverrides({ NODE_ENV: 'production' })).toEqual({});
    expect(devOverrides({ NODE_ENV: 'test' })).toEqual({});
    expect(devOverrides({})).toEqual({});
    expect(devOverrides({ NODE_ENV: 'development', MAKO: 'none' })).toEqual({});
  });

  it('is spread last into .umirc.ts, so its keys win only in development', () => {
    const text = fs.readFileSync(path.join(root, '.umirc.ts'), 'utf8');
    const body = text.slice(text.indexOf('defineConfig({'));
    expect(body.trimEnd().endsWith('...devOverrides(),\n});')).toBe(true);
    // The production settings it overrides in development are still there for `max build`.
    expect(body).toMatch(/mako: false,/);
    expect(body).toMatch(/outputPath: process\.env\.PROFILE_BUILD \? 'dist-profile' : 'dist',/);
    expect(body).toMatch(/\n {2}chainWebpack,\n/);
  });

  it('serves a mako Worker file asked for under a page path from the root; other requests pass untouched', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mako-dev-'));
    fs.writeFileSync(path.join(out, 'src_workers_report_worker_ts_q_s57j-worker.js'), '');
    const mw = makoWorkerPaths(out);
    const through = (url: string) => {
      const req = { url };
      let called = 0;
      mw(req, null, () => (called += 1));
      expect(called).toBe(1);
      return req.url;
    };
    expect(through('/user/src_workers_report_worker_ts_q_s57j-worker.js')).toBe('/src_workers_report_worker_ts_q_s57j-worker.js');
    expect(through('/user/calculate-tax/src_workers_report_worker_ts_q_s57j-worker.js?v=1')).toBe('/src_workers_report_worker_ts_q_s57j-worker.js?v=1');
    expect(through('/src_workers_report_worker_ts_q_s57j-worker.js')).toBe('/src_workers_report_worker_ts_q_s57j-worker.js');
    // Not a file mako wrote, not a worker, an API call: unchanged.
    expect(through('/user/other-worker.js')).toBe('/user/other-worker.js');
    expect(through('/user/umi.js')).toBe('/user/umi.js');
    expect(through('/api/src_workers_report_worker_ts_q_s57j-worker')).toBe('/api/src_workers_report_worker_ts_q_s57j-worker');
    fs.rmSync(out, { recursive: true });
  });

  it('holds bundle requests after the build until mako\'s server listens; never before the build, never the API', async () => {
    const server = net.createServer();
    await new Promise<void>((r) => {
      server.listen(0, '127.0.0.1', r);
    });
    const { port } = server.address() as net.AddressInfo;
    server.close();
    let done = false;
    const mw = waitForMakoServer(port, () => done);
    const order: string[] = [];
    // Before the build is done (umi's loading screen answers) and for the API: straight through.
    await mw({ url: '/umi.js' }, null, () => order.push('before-done'));
    done = true;
    await mw({ url: '/api/user/info' }, null, () => order.push('api'));
    // Done, but nothing listens yet: the request waits until the server comes up.
    const waiting = mw({ url: '/umi.js' }, null, () => order.push('bundle'));
    await new Promise((r) => {
      setTimeout(r, 500);
    });
    expect(order).toEqual(['before-done', 'api']);
    const up = net.createServer((s) => s.destroy());
    await new Promise<void>((r) => {
      up.listen(port, '127.0.0.1', r);
    });
    await waiting;
    expect(order).toEqual(['before-done', 'api', 'bundle']);
    up.close();
  });

  it('the mako native binary for this platform is installed (umi would fall back to nothing and fail)', () => {
    // eslint-disable-next-line global-require, @typescript-eslint/no-var-requires
    expect(() => require('@umijs/mako')).not.toThrow();
  });
});
