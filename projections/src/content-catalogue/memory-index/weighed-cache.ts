/**
 * A cache bounded in entries and in total weight (what an entry holds: ids in a list of matches,
 * characters of a serialised answer), the oldest entries dropped first. A bound on entries alone
 * let a few hundred lists of tens of thousands of matches each grow to hundreds of megabytes.
 */
export class WeighedCache<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight: number,
  ) {}

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Keeps `value` unless it alone outweighs the bound; then drops the oldest until within both. */
  set(key: string, value: V, weight: number): void {
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

  delete(key: string): void {
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
