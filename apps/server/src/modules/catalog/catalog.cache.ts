/**
 * A brief in-memory cache of catalogue answers. Every read would otherwise cost a query (PGlite runs one at
 * a time), and a shop's catalogue is read far more than written. Entries live `ttlMs` at most, so app servers
 * that do not see each other's writes converge within that time; writers on this server call `clear()`.
 * Concurrent misses for one key share a single load.
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** The loaded value of a live entry, without waiting: a hit answered before any parsing or validation. */
  peek(key: string): T | undefined;
  clear(): void;
}

/**
 * At most `maxEntries` answers are held (all are dropped when a new one would pass it), so memory stays
 * bounded whatever addresses visitors make up: 256 answers of at most 100 products, about 40 kB each with
 * their compressed variants, are ~10 MB (decision 0020).
 */
export function createTtlCache<T>(ttlMs: number, maxEntries = 256): TtlCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T>; loaded?: T }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      const entry: { expires: number; value: Promise<T>; loaded?: T } = { expires: now + ttlMs, value };
      entries.set(key, entry);
      value.then(
        (loaded) => (entry.loaded = loaded),
        // A failed load is not remembered: the next request tries again.
        () => entries.get(key) === entry && entries.delete(key),
      );
      return value;
    },
    peek(key) {
      const hit = entries.get(key);
      return hit && hit.expires > Date.now() ? hit.loaded : undefined;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * The catalogue's caches in this process. The module owns them: every catalogue write (stock, price, a new,
 * archived or deleted product) clears them all itself, so no caller has to remember to. Clearing a cache of
 * another app in the same process (tests) costs one reload, nothing more.
 */
const liveCaches = new Set<TtlCache<unknown>>();

/** A cache that every catalogue write clears; `close()` stops it taking part (the app's onClose). */
export function openCatalogCache<T>(ttlMs: number): TtlCache<T> & { close(): void } {
  const cache = createTtlCache<T>(ttlMs);
  liveCaches.add(cache as TtlCache<unknown>);
  return { ...cache, close: () => liveCaches.delete(cache as TtlCache<unknown>) };
}

/**
 * Forgets every cached catalogue answer. Writes call it after they commit; writes that run inside a caller's
 * transaction (stock reserved or released by an order) call it there, and a read racing that commit may keep
 * the old answer for at most the time to live, the same bound as another app server's writes.
 */
export function clearCatalogCaches(): void {
  for (const cache of liveCaches) cache.clear();
}
