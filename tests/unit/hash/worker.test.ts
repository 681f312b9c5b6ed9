import { HASH_ERROR_MESSAGE, handleHashRequest } from '../../../src/core/hash/worker-handler';
import type { HashWorkerResponse } from '../../../src/core/hash/types';

const FOX = 'The quick brown fox jumps over the lazy dog';

describe('handleHashRequest (hash worker protocol)', () => {
  it('posts progress then done', async () => {
    const posted: HashWorkerResponse[] = [];
    await handleHashRequest({ id: 7, file: new Blob([FOX]), chunkSize: 10 }, (m) => posted.push(m));
    const progress = posted.filter((m) => m.type === 'progress');
    expect(progress).toHaveLength(5);
    expect(progress[progress.length - 1]).toEqual({ id: 7, type: 'progress', loaded: 43, total: 43, percent: 100 });
    expect(posted[posted.length - 1]).toEqual({
      id: 7,
      type: 'done',
      md5: '9e107d9d372bb6826bd81d3542a419d6',
      crc32: '414fa339',
    });
  });

  it('uses the default chunk size when none is given', async () => {
    const posted: HashWorkerResponse[] = [];
    await handleHashRequest({ id: 'a', file: new Blob([FOX]) }, (m) => posted.push(m));
    expect(posted.map((m) => m.type)).toEqual(['progress', 'done']);
  });

  it('posts an error for malformed requests', async () => {
    const posted: HashWorkerResponse[] = [];
    await handleHashRequest({ id: 3, file: 'nope' }, (m) => posted.push(m));
    await handleHashRequest(null, (m) => posted.push(m));
    expect(posted).toEqual([
      { id: 3, type: 'error', message: '无效的文件校验请求' },
      { id: -1, type: 'error', message: '无效的文件校验请求' },
    ]);
  });

  it('posts an error when hashing fails', async () => {
    const posted: HashWorkerResponse[] = [];
    await handleHashRequest({ id: 1, file: new Blob(['x']) }, (m) => posted.push(m), () =>
      Promise.reject(new Error('boom')),
    );
    await handleHashRequest({ id: 2, file: new Blob(['x']) }, (m) => posted.push(m), () =>
      Promise.reject('no message'),
    );
    expect(posted).toEqual([
      { id: 1, type: 'error', message: 'boom' },
      { id: 2, type: 'error', message: HASH_ERROR_MESSAGE },
    ]);
  });
});

describe('hash.worker.ts', () => {
  it('wires the message listener of the worker scope to the handler', async () => {
    const listeners: Array<(e: { data: unknown }) => void> = [];
    const posted: HashWorkerResponse[] = [];
    const g = globalThis as unknown as { self?: unknown };
    const previous = g.self;
    g.self = {
      addEventListener: (_type: string, l: (e: { data: unknown }) => void) => listeners.push(l),
      postMessage: (m: HashWorkerResponse) => posted.push(m),
    };
    try {
      jest.isolateModules(() => {
        require('../../../src/core/hash/hash.worker');
      });
      expect(listeners).toHaveLength(1);
      listeners[0]({ data: { id: 9, file: new Blob([FOX]) } });
      await new Promise<void>((resolve) => {
        const check = () => (posted.some((m) => m.type === 'done') ? resolve() : setTimeout(check, 5));
        check();
      });
      expect(posted[posted.length - 1]).toMatchObject({ id: 9, type: 'done', crc32: '414fa339' });
    } finally {
      g.self = previous;
    }
  });
});
