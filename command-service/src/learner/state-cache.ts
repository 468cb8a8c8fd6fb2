/**
 * The states of the streams a process last wrote, each with the stream version it reflects: a
 * bounded map in least-recently-used order. A command may decide on such a state instead of
 * reading the whole stream again only if it then appends expecting that version, so that the
 * append's version check proves the state was current (see handler.ts).
 */
export class StreamStateCache<S> {
  private readonly entries = new Map<string, { state: S; version: bigint }>();

  constructor(private readonly max: number) {}

  get(stream: string): { state: S; version: bigint } | undefined {
    const entry = this.entries.get(stream);
    if (entry) {
      // Map order is age: taking the entry out and back in makes it the newest.
      this.entries.delete(stream);
      this.entries.set(stream, entry);
    }
    return entry;
  }

  /** Keeps `state` as of `version`, unless a later version is kept already (commands overlap). */
  remember(stream: string, state: S, version: bigint): void {
    const kept = this.entries.get(stream);
    if (kept && kept.version >= version) return;
    this.entries.delete(stream);
    this.entries.set(stream, { state, version });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(stream: string): void {
    this.entries.delete(stream);
  }

  get size(): number {
    return this.entries.size;
  }
}
