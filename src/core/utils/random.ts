/**
 * Random strings (and a seeded generator for test data). Source: spec §9 "Random string alphabet: letters and digits
 * 1 to 9 without r, t and 0".
 */

/**
 * Alphabet of {@link randomString}: ASCII letters and digits 1-9, excluding
 * `r`, `t` and `0`. The spec does not say whether the exclusion is
 * case-sensitive; the strict reading is used: `r`, `R`, `t`, `T` and `0` are
 * all excluded, leaving 48 letters + 9 digits = 57 characters.
 */
export const RANDOM_ALPHABET = (
  'abcdefghijklmnopqrstuvwxyz' +
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ' +
  '123456789'
).replace(/[rRtT]/g, '');

/** Fills `out` with random bytes, using Web Crypto when present. */
function randomBytes(out: Uint8Array): void {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (c && typeof c.getRandomValues === 'function') {
    c.getRandomValues(out);
    return;
  }
  for (let i = 0; i < out.length; i += 1) out[i] = Math.floor(Math.random() * 256);
}

/**
 * Random string of `len` characters from {@link RANDOM_ALPHABET}, uniformly
 * distributed (rejection sampling over `crypto.getRandomValues`, or
 * `Math.random` where Web Crypto is missing). Not meant for secrets beyond
 * what the source of randomness provides.
 *
 * @throws RangeError if `len` is not a non-negative integer.
 */
export function randomString(len: number): string {
  if (!Number.isInteger(len) || len < 0) {
    throw new RangeError(`randomString: len must be a non-negative integer, got ${len}`);
  }
  const size = RANDOM_ALPHABET.length;
  const limit = 256 - (256 % size); // bytes >= limit are rejected to avoid modulo bias
  let out = '';
  const buf = new Uint8Array(Math.max(16, len * 2));
  while (out.length < len) {
    randomBytes(buf);
    for (let i = 0; i < buf.length && out.length < len; i += 1) {
      if (buf[i] < limit) out += RANDOM_ALPHABET[buf[i] % size];
    }
  }
  return out;
}

/**
 * mulberry32: deterministic numbers in [0, 1) from a 32-bit `seed`, for generated test data and mock
 * seeds (never for anything secret): the same seed gives the same sequence on every machine.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
