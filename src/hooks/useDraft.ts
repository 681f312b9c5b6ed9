import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@/constants/timing';
import { getDraft, removeDraft, saveDraft, saveDraftOnLeave, type DraftId } from '@/services/draft';

/** Save state of a draft: nothing pending, waiting for the debounce, saving, saved, or the last save failed. */
export type DraftSaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/** What a {@link DraftSaver} needs: the save call, the debounce delay in ms, and an observer. */
interface DraftSaverOptions<T> {
  save: (data: T) => Promise<unknown>;
  delayMs?: number;
  onState?: (state: DraftSaveState, error?: unknown) => void;
}

/**
 * Debounced draft saving without React (unit-testable with fake timers):
 * - `update(data)` remembers the latest data and (re)starts the debounce timer (default 1000 ms,
 *   spec §9 debounce values); when it fires the latest data is saved. Only one save runs at a time;
 *   data changed meanwhile is saved right after.
 * - a failed save keeps the data (the wizard keeps its local state) and reports `failed`; the next
 *   `update` or `flush` tries again.
 * - `flush()` saves pending data now; `cancel()` drops it (e.g. before removing the draft).
 */
export class DraftSaver<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;

  private pending: { data: T } | null = null;

  private running: Promise<void> | null = null;

  constructor(private readonly opts: DraftSaverOptions<T>) {}

  /** Whether unsaved data is waiting. */
  get hasPending(): boolean {
    return this.pending !== null;
  }

  /** Schedules a save of `data` after the debounce delay. */
  update(data: T): void {
    this.pending = { data };
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.opts.delayMs ?? DEBOUNCE_MS.LG);
    this.opts.onState?.('pending');
  }

  /**
   * Saves pending data now (after a save already running). Resolves when nothing is left to save,
   * when newer data waits for its own debounce, or when a save failed (the data stays pending).
   */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    for (;;) {
      while (this.running) await this.running;
      if (!this.pending || this.timer) return;
      const { data } = this.pending;
      this.pending = null;
      this.opts.onState?.('saving');
      let saved = true;
      this.running = this.opts
        .save(data)
        .then(
          () => {
            if (!this.pending) this.opts.onState?.('saved');
          },
          (e) => {
            saved = false;
            // Keep the data for the next attempt unless newer data arrived meanwhile.
            if (!this.pending) this.pending = { data };
            this.opts.onState?.('failed', e);
          },
        )
        .finally(() => {
          this.running = null;
        });
      await this.running;
      if (!saved) return;
    }
  }

  /** Takes the pending data out (its timer stopped): the caller saves it another way, e.g. as the page goes away. */
  takePending(): T | undefined {
    const p = this.pending;
    this.cancel();
    return p?.data;
  }

  /** Drops pending data and the timer. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }
}

/** What {@link useDraft} returns. */
interface UseDraftResult<T> {
  /** True until the stored draft has been read (or the read failed). */
  loading: boolean;
  /** The stored draft could not be read: the form starts without it (and a save replaces it), so say so. */
  loadFailed: boolean;
  /** The draft data: the stored one after loading, then the latest `update`. */
  data: T | undefined;
  /** ISO time of the last successful save (or of the stored draft). */
  updatedAt?: string;
  saveState: DraftSaveState;
  /** Keeps `data` locally and saves it after 1000 ms without further changes. */
  update: (data: T) => void;
  /** Saves pending changes now (e.g. on "next step"). Never rejects. */
  flush: () => Promise<void>;
  /** Removes the stored draft (on finish); pending changes are dropped. Resolves `false` when the call failed. */
  remove: () => Promise<boolean>;
}

/**
 * A wizard draft (spec §7 draft calls; architecture: "the draft saved through /api/draft on each step
 * and restored on return"). Loads the draft of `id` on mount (`onLoaded` receives its data, e.g. to
 * fill a StepsForm), saves changes debounced by 1000 ms, and removes it on finish. Load and save
 * failures are not toasted and never lose the local state: a failed read sets `loadFailed` (shown by
 * `DraftStatus`: the stored draft was not restored), a failed save sets `saveState` `failed`
 * and the next change retries. Pending changes are saved on unmount, and as the page goes away (reload, typed
 * address, closed tab) through a keepalive request. `enabled: false` skips the load (e.g. guests).
 */
export function useDraft<T>(
  id: DraftId,
  opts: { enabled?: boolean; delayMs?: number; onLoaded?: (data: T, updatedAt: string) => void } = {},
): UseDraftResult<T> {
  const { enabled = true, delayMs } = opts;
  const [loading, setLoading] = useState(enabled);
  const [loadFailed, setLoadFailed] = useState(false);
  const [data, setData] = useState<T | undefined>(undefined);
  const [updatedAt, setUpdatedAt] = useState<string | undefined>(undefined);
  const [saveState, setSaveState] = useState<DraftSaveState>('idle');
  const onLoaded = useRef(opts.onLoaded);
  onLoaded.current = opts.onLoaded;
  const mounted = useRef(true);
  const idKey = `${id.type}\u0000${id.key ?? ''}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableId = useMemo<DraftId>(() => ({ type: id.type, key: id.key }), [idKey]);

  const saver = useMemo(() => {
    const s: DraftSaver<T> = new DraftSaver<T>({
      delayMs,
      save: async (d) => {
        const r = await saveDraft(stableId, d, { skipErrorMessage: true });
        if (mounted.current) setUpdatedAt(r?.updatedAt);
      },
      onState: (state) => {
        if (mounted.current) setSaveState(state);
      },
    });
    return s;
  }, [stableId, delayMs]);

  useEffect(() => {
    mounted.current = true;
    if (!enabled) {
      setLoading(false);
      return undefined;
    }
    let alive = true;
    setLoading(true);
    setLoadFailed(false);
    getDraft<T>(stableId, { skipErrorMessage: true })
      .then((stored) => {
        if (!alive || !stored) return;
        // A change made while loading wins over the stored draft.
        if (saver.hasPending) return;
        setData(stored.data);
        setUpdatedAt(stored.updatedAt);
        onLoaded.current?.(stored.data, stored.updatedAt);
      })
      .catch(() => {
        // shown by DraftStatus (草稿读取失败 …): the form starts without the stored draft
        if (alive) setLoadFailed(true);
      })
      .finally(() => {
        if (alive) setLoading(false);
      });
    return () => {
      alive = false;
    };
  }, [stableId, enabled, saver]);

  useEffect(
    () => () => {
      mounted.current = false;
      void saver.flush();
    },
    [saver],
  );

  // A reload, a typed address or a closed tab within the debounce would drop the last change (the
  // unmount flush never runs, an axios save is cancelled with the page): send it with keepalive.
  useEffect(() => {
    const onLeave = () => {
      if (!saver.hasPending) return;
      const pending = saver.takePending();
      if (pending !== undefined && !saveDraftOnLeave(stableId, pending)) saver.update(pending);
    };
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, [saver, stableId]);

  const update = useCallback(
    (next: T) => {
      setData(next);
      saver.update(next);
    },
    [saver],
  );
  // a failed save is the saver's `failed` state (shown by DraftStatus), never a rejection here
  const flush = useCallback(() => saver.flush().catch(() => undefined), [saver]);
  const remove = useCallback(async () => {
    saver.cancel();
    try {
      await removeDraft(stableId, { skipErrorMessage: true });
      if (mounted.current) {
        setData(undefined);
        setUpdatedAt(undefined);
        setSaveState('idle');
      }
      return true;
    } catch {
      // false tells the caller; a draft left behind is offered again and can be removed then
      return false;
    }
  }, [saver, stableId]);

  return { loading, loadFailed, data, updatedAt, saveState, update, flush, remove };
}
