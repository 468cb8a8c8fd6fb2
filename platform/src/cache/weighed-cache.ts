/**
 * The processes' in-memory caches: bounded in entries and in total weight (what an entry holds:
 * ids in a list of matches, characters of a serialised answer; 1 each when only entries count),
 * the oldest written dropped first. A bound on entries alone let a few hundred lists of tens of
 * thousands of search matches each grow to hundreds of megabytes.
 */
export class WeighedCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /**
   * Keeps `value` as the newest entry, unless it alone outweighs the bound; then drops the oldest
   * until within both bounds.
   */
  set(key: K, value: V, weight = 1): void {
    if (weight > this.maxWeight) return;
    this.delete(key);
    this.entries.set(key, { value, weight });
    this.weight += weight;
    // A Map iterates in insertion order: the first key is the oldest.
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
