/**
 * Hand-off of a wizard's state between its step routes. With one route per step (spec §2), moving
 * to another step (next, back, a preview link, the browser's back button) mounts the page anew —
 * and React renders the new page BEFORE it unmounts the old one. So a mounted wizard publishes its
 * latest state here; the next mount takes it in memory instead of re-reading `/api/draft` (whose
 * save may still be on its way). A state is taken once; after its wizard unmounted it stays
 * takeable for {@link HANDOFF_TTL_MS} only — a later visit reads the stored draft. The taker learns
 * whether the publisher was still mounted (`live`: a move between step routes) or not (a return to
 * the wizard): a return resumes at the step left (`resumeFromHandoff` of src/core/wizard), never at
 * the entry's first step (issue #19).
 */

/** How long a released state waits for the next mount: 5 s. */
export const HANDOFF_TTL_MS = 5000;

interface Slot {
  state: unknown;
  owner: object;
  /** The publishing wizard is still mounted. */
  live: boolean;
  releasedAt: number;
}

const slots = new Map<string, Slot>();

/** Publishes the latest state of the mounted wizard `owner` under `key` (user + draft type + draft key). */
export function publishHandoff(key: string, owner: object, state: unknown): void {
  slots.set(key, { state, owner, live: true, releasedAt: 0 });
}

/** The wizard `owner` unmounted: its state stays takeable for {@link HANDOFF_TTL_MS}. */
export function releaseHandoff(key: string, owner: object): void {
  const slot = slots.get(key);
  if (slot && slot.owner === owner) {
    slot.live = false;
    slot.releasedAt = Date.now();
  }
}

/**
 * Takes the state under `key` when its wizard is still mounted (`live: true`) or was released within
 * {@link HANDOFF_TTL_MS} (`live: false`); `undefined` otherwise.
 */
export function takeHandoff<S>(key: string): { state: S; live: boolean } | undefined {
  const slot = slots.get(key);
  slots.delete(key);
  if (!slot) return undefined;
  if (slot.live) return { state: slot.state as S, live: true };
  return Date.now() - slot.releasedAt <= HANDOFF_TTL_MS ? { state: slot.state as S, live: false } : undefined;
}

/** Drops the state under `key` (after a successful submit). */
export function dropHandoff(key: string): void {
  slots.delete(key);
}
