import { VideoCompletionSchema, type VideoCompletion } from '@zen/contracts';
import { isConflict, isUnreachable, savedNotYetShown } from '../api/http.ts';

/**
 * Completions waiting to reach the server (issue 8 "Offline"). A completion is written here
 * before it is sent and removed once the server has it, so one made while the server is
 * unreachable survives a reload and is sent when the server is back. Sending runs under a lock
 * (across tabs where the browser has Web Locks) and re-reads the list inside it, so an entry is
 * never sent twice at the same time; the server is idempotent, so a resend after a lost answer
 * is harmless.
 */
export type Completion = VideoCompletion;
export interface PendingCompletion {
  /** The account that earned it: never sent on behalf of whoever signs in next in this browser. */
  userId: string;
  completion: Completion;
}

export const OUTBOX_KEY = 'pendingCompletions';

/**
 * Worth keeping for later: the server could not be reached (or a proxy in front of it says it is
 * down), or other writes to the learner's progress won every retry (409). Any other refusal
 * (unknown content, bad input) will not change on a retry.
 */
const worthRetrying = (error: unknown): boolean => isUnreachable(error) || isConflict(error);

export type FlushResult = {
  sent: number[];
  rejected: { contentId: number; error: unknown }[];
  /**
   * True when the server could not take them now: it was unreachable or, rarely, other writes to
   * the learner's progress won every retry (worthRetrying). What is left stays for the next attempt.
   */
  unreachable: boolean;
};

type OutboxStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Lock = <T>(task: () => Promise<T>) => Promise<T>;

export class CompletionOutbox {
  private readonly listeners = new Set<() => void>();
  /** The parsed list, kept until the stored text changes (a stable snapshot for React). */
  private cached: { raw: string | null; entries: readonly PendingCompletion[] } | null = null;

  constructor(
    private readonly storage: () => OutboxStorage | null,
    private readonly lock: Lock,
  ) {}

  entries = (): readonly PendingCompletion[] => {
    const raw = this.readRaw();
    if (this.cached?.raw === raw) return this.cached.entries;
    this.cached = { raw, entries: parseEntries(raw) };
    return this.cached.entries;
  };

  pendingFor = (userId: string): PendingCompletion[] =>
    this.entries().filter((entry) => entry.userId === userId);

  /** One entry per learner and content: a second completion of the same item adds nothing. */
  add(userId: string, completion: Completion): void {
    const others = this.entries().filter(
      (entry) => !(entry.userId === userId && entry.completion.contentId === completion.contentId),
    );
    this.write([...others, { userId, completion }]);
  }

  /** Sends this learner's pending completions in order, stopping at the first answer worth retrying. */
  flush(userId: string, send: (completion: Completion) => Promise<unknown>): Promise<FlushResult> {
    return this.lock(async () => {
      const result: FlushResult = { sent: [], rejected: [], unreachable: false };
      for (const entry of this.pendingFor(userId)) {
        try {
          await send(entry.completion);
          result.sent.push(entry.completion.contentId);
        } catch (error) {
          if (worthRetrying(error)) {
            result.unreachable = true;
            return result;
          }
          // Saved, its progress not yet shown (503 'Saved, not yet visible'): sent, and kept
          // meanwhile, so the item shows as completed until the server's lists do (the next
          // attempt sends it again, which the server records once, and removes it).
          if (savedNotYetShown(error)) {
            result.sent.push(entry.completion.contentId);
            continue;
          }
          result.rejected.push({ contentId: entry.completion.contentId, error });
        }
        this.remove(entry);
      }
      return result;
    });
  }

  /** For useSyncExternalStore: this tab's writes and other tabs' (the storage event). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === OUTBOX_KEY || event.key === null) listener();
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      this.listeners.delete(listener);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  };

  private remove(sent: PendingCompletion): void {
    this.write(
      this.entries().filter(
        (entry) =>
          !(entry.userId === sent.userId && entry.completion.contentId === sent.completion.contentId),
      ),
    );
  }

  private readRaw(): string | null {
    try {
      return this.storage()?.getItem(OUTBOX_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private write(entries: readonly PendingCompletion[]): void {
    try {
      this.storage()?.setItem(OUTBOX_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or unavailable: the completion is still sent now, it just cannot wait offline.
    }
    this.listeners.forEach((listener) => listener());
  }
}

const parseEntries = (raw: string | null): readonly PendingCompletion[] => {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    // An entry this version cannot read is dropped rather than blocking the rest.
    return parsed.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { userId, completion } = entry as Record<string, unknown>;
      const checked = VideoCompletionSchema.safeParse(completion);
      return typeof userId === 'string' && checked.success ? [{ userId, completion: checked.data }] : [];
    });
  } catch {
    return [];
  }
};

/** Tabs share local storage, so they share the lock too when the browser offers Web Locks. */
const LOCK_NAME = 'zen-completion-outbox';
let inPageQueue: Promise<unknown> = Promise.resolve();

const browserLock: Lock = (task) => {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    // The lock is held until the task settles: the callback returns the task's promise.
    return new Promise((resolve, reject) => {
      navigator.locks.request(LOCK_NAME, () => task().then(resolve, reject)).catch(reject);
    });
  }
  const run = inPageQueue.then(task, task);
  inPageQueue = run.catch(() => undefined);
  return run;
};

const browserStorage = (): OutboxStorage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export const completionOutbox = new CompletionOutbox(browserStorage, browserLock);
