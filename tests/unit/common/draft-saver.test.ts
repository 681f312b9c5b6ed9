import { DraftSaver } from '@/hooks/useDraft';

jest.mock('@/services/draft', () => ({ getDraft: jest.fn(), saveDraft: jest.fn(), removeDraft: jest.fn() }));

describe('DraftSaver (debounced draft saving)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(save: jest.Mock) {
    const states: string[] = [];
    const saver = new DraftSaver<{ n: number }>({ save, onState: (s) => states.push(s) });
    return { saver, states };
  }

  it('saves only the latest data, 1000 ms after the last change', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    const { saver, states } = setup(save);
    saver.update({ n: 1 });
    jest.advanceTimersByTime(600);
    saver.update({ n: 2 });
    jest.advanceTimersByTime(999);
    expect(save).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ n: 2 });
    expect(states[states.length - 1]).toBe('saved');
  });

  it('a failed save keeps the data and retries on flush', async () => {
    const save = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const { saver, states } = setup(save);
    saver.update({ n: 1 });
    await saver.flush();
    expect(states).toContain('failed');
    expect(saver.hasPending).toBe(true);
    await saver.flush();
    expect(save).toHaveBeenNthCalledWith(2, { n: 1 });
    expect(saver.hasPending).toBe(false);
    expect(states[states.length - 1]).toBe('saved');
  });

  it('cancel drops pending data', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    const { saver } = setup(save);
    saver.update({ n: 1 });
    saver.cancel();
    jest.advanceTimersByTime(5000);
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
  });

  it('data changed during a save is saved afterwards, never concurrently', async () => {
    let resolveFirst: () => void = () => undefined;
    const save = jest
      .fn()
      .mockImplementationOnce(
        () =>
          new Promise<void>((r) => {
            resolveFirst = r;
          }),
      )
      .mockResolvedValue(undefined);
    const { saver } = setup(save);
    saver.update({ n: 1 });
    const first = saver.flush();
    await Promise.resolve();
    saver.update({ n: 2 });
    const second = saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    resolveFirst();
    await first;
    await second;
    expect(save.mock.calls.map((c) => c[0])).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
