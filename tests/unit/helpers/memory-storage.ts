/** An in-memory `Storage` installed as `window.sessionStorage` for tests that run in the node environment. */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.has(key) ? this.map.get(key)! : null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

/** Installs a fresh session storage on a fake `window`; returns it. */
export function installSessionStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  (globalThis as unknown as { window: unknown }).window = { sessionStorage: storage };
  return storage;
}
