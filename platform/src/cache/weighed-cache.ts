/**
 * The processes' in-memory caches: bounded in entries and in total weight (what an entry holds:
 * ids in a list of matches, characters of a serialised answer; 1 each when only entries count),
 * the least recently used dropped first. A bound on entries alone let a few hundred lists of tens
 * of thousands of search matches each grow to hundreds of megabytes. Reading an entry makes it the
 * newest: what many requests read (a popular item, a common search, an active session) stays,
 * where dropping in the order written let it go as often as anything read once.
 */
export class WeighedCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Moved to the end of the Map's order, which set() drops from the front of.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value` as the newest entry, unless it alone outweighs the bound; then drops the least
   * recently used until within both bounds.
   */
  set(key: K, value: V, weight = 1): void {
    if (weight > this.maxWeight) return;
    this.delete(key);
    this.entries.set(key, { value, weight });
    this.weight += weight;
    // A Map iterates in insertion order: the first key is the least recently used.
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.weight <= this.maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalWeight(): number {
    return this.weight;
  }
}
