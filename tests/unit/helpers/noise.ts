/**
 * Deterministic pseudo-random bytes (xorshift32) for hashing tests: the same `size` and `seed`
 * always give the same bytes, with no structure a chunking bug could hide behind.
 */
export function noise(size: number, seed = 123456789): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let x = seed;
  for (let i = 0; i < size; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}
