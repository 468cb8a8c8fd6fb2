/**
 * Whether what an editor read (its If-Match, `readAs`) is still what there is (`changedAt`, the
 * `updatedAt` its read model shows). No If-Match: nothing to check. Compared as instants, since a
 * time may be written with or without its milliseconds.
 */
const stillAsRead = (readAs: string | undefined, changedAt: string): boolean =>
  readAs === undefined || new Date(readAs).getTime() === new Date(changedAt).getTime();

/** The words of a 412, for each kind of thing edited. */
const changedMeanwhile = (what: string): string =>
  `Someone else changed this ${what} after you opened it. Reload it to see their changes, then make yours again.`;

/** What an editor read has changed since (its If-Match): every command side answers it 412. */
export class ChangedMeanwhile extends Error {}

/** Refuses (ChangedMeanwhile) an edit of the `what` that changed since the editor read it. */
export const requireStillAsRead = (readAs: string | undefined, changedAt: string, what: string): void => {
  if (!stillAsRead(readAs, changedAt)) throw new ChangedMeanwhile(changedMeanwhile(what));
};
