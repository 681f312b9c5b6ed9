import { startTransition, useEffect, useRef, useState } from 'react';
import { KeyedList } from '@/core/utils/keyed-list';

/**
 * A keyed list (`{ uid: string }` items) that changes many times a second — per-file progress of a
 * 200-report drop, per-file statuses of a polled batch — kept outside React state
 * ({@link KeyedList}) and shown at most every `intervalMs` (default 200 ms) as one non-urgent update
 * (`startTransition`: React renders it in slices of a few ms, so the page's main thread has no long
 * task; issue #12, measured by `npm run bench:batch`).
 *
 * - `list` is current at once: read and change it in callbacks (`list.patch(uid, { percent })`);
 *   each change is shown by the next flush.
 * - `items` is what the page renders: a new array only when something changed, with unchanged items
 *   keeping their identity (memoise rows on the record).
 * - `flushNow()` shows pending changes on the next tick instead (after the user's own action, e.g.
 *   picking a company, so the screen answers at once).
 */
export function useBufferedList<T extends { uid: string }>(intervalMs = 200) {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  /** Set after the first render; the list's changes reach it through this ref. */
  const schedule = useRef<(ms: number) => void>(() => undefined);
  const ref = useRef<KeyedList<T>>();
  ref.current ??= new KeyedList<T>(() => schedule.current(intervalMs));
  const list = ref.current;
  const [items, setItems] = useState<readonly T[]>(() => list.snapshot());
  schedule.current = (ms: number) => {
    if (timer.current !== undefined) {
      if (ms >= intervalMs) return;
      clearTimeout(timer.current);
    }
    timer.current = setTimeout(() => {
      timer.current = undefined;
      if (!list.changed) return;
      const next = list.snapshot();
      startTransition(() => setItems(next));
    }, ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return { list, items, flushNow: () => schedule.current(0) };
}
