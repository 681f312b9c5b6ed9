/**
 * Hand-off of a wizard's state between its step routes. With one route per step (spec §2), moving
 * to another step (next, back, a preview link, the browser's back button) mounts the page anew —
 * and React renders the new page BEFORE it unmounts the old one. So a mounted wizard publishes its
 * latest state here; the next mount takes it in memory instead of re-reading `/api/draft` (whose
 * save may still be on its way). A state is taken once; after its wizard unmounted it stays
 * takeable for {@link HANDOFF_TTL_MS} only — a later visit reads the stored draft. The taker learns
 * whether the state comes from a move between step routes (`live`: the publisher is still mounted,
 * or it unmounted because the address moved to the very path now mounting — the router may unmount
 * the old route first, e.g. on the browser's back button) or from a return to the wizard after the
 * user went elsewhere: a return resumes at the step left (`resumeFromHandoff` of src/core/wizard),
 * never at the entry's first step (issue #19).
 */

/** How long a released state waits for the next mount: 5 s. */
export const HANDOFF_TTL_MS = 5000;

interface Slot {
  state: unknown;
  owner: object;
  /** The publishing wizard is still mounted. */
  live: boolean;
  releasedAt: number;
  /** The address (pathname) when it unmounted: where the user went. */
  leftTo?: string;
}

const bare = (p: string) => p.replace(/\/+$/, '') || '/';

const slots = new Map<string, Slot>();

/** Publishes the latest state of the mounted wizard `owner` under `key` (user + draft type + draft key). */
export function publishHandoff(key: string, owner: object, state: unknown): void {
  slots.set(key, { state, owner, live: true, releasedAt: 0 });
}

/**
 * The wizard `owner` unmounted while the address was `leftTo` (the pathname it moved to): its state
 * stays takeable for {@link HANDOFF_TTL_MS}.
 */
export function releaseHandoff(key: string, owner: object, leftTo?: string): void {
  const slot = slots.get(key);
  if (slot && slot.owner === owner) {
    slot.live = false;
    slot.releasedAt = Date.now();
    slot.leftTo = leftTo;
  }
}

/**
 * Takes the state under `key` for a wizard mounting at `pathname`: `live: true` when the publisher
 * is still mounted or unmounted because the address moved to `pathname` (a move between step
 * routes); `live: false` when it was released within {@link HANDOFF_TTL_MS} after the user went
 * elsewhere (a return); `undefined` otherwise.
 */
export function takeHandoff<S>(key: string, pathname?: string): { state: S; live: boolean } | undefined {
  const slot = slots.get(key);
  slots.delete(key);
  if (!slot) return undefined;
  if (slot.live) return { state: slot.state as S, live: true };
  if (Date.now() - slot.releasedAt > HANDOFF_TTL_MS) return undefined;
  const moved = pathname !== undefined && slot.leftTo !== undefined && bare(slot.leftTo) === bare(pathname);
  return { state: slot.state as S, live: moved };
}

/** Drops the state under `key` (after a successful submit). */
export function dropHandoff(key: string): void {
  slots.delete(key);
}
