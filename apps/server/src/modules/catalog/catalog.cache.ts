/**
 * A brief in-memory cache of catalogue answers. Every read would otherwise cost a query (PGlite runs one at
 * a time), and a shop's catalogue is read far more than written. Entries live `ttlMs` at most, so app servers
 * that do not see each other's writes converge within that time; writers on this server call `clear()`.
 * Concurrent misses for one key share a single load.
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createTtlCache<T>(ttlMs: number, maxEntries = 1000): TtlCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      // A failed load is not remembered: the next request tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
