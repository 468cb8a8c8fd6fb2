/**
 * Shares one read among callers that each need a value read after they asked (e.g. a checkpoint
 * that must include a write acknowledged just before). A caller arriving while a read is under
 * way cannot use it, since it may have started before their write was visible: it waits for the
 * next read, which starts when that one ends and serves everyone who queued meanwhile. Under a
 * burst of N concurrent callers this is about two reads instead of N, and each caller still gets
 * a value read entirely after its call.
 */
export class FreshRead<T> {
  private reading: Promise<T> | undefined;
  private queued: Promise<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.reading) return this.start();
    this.queued ??= this.reading.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued(): Promise<T> {
    // Whoever joins from here on joins the read starting now or a later one, never an earlier one.
    this.queued = undefined;
    return this.start();
  }

  private start(): Promise<T> {
    const reading = this.read().finally(() => {
      if (this.reading === reading) this.reading = undefined;
    });
    this.reading = reading;
    return reading;
  }
}
