import type { Actor } from '@zen/contracts';

/** A person for a list: name and e-mail when both are known, else whichever is, else the id. */
export const actorText = (actor: Actor): string =>
  actor.name && actor.email ? `${actor.name} (${actor.email})` : (actor.name ?? actor.email ?? actor.id);

/** A field's value in a change list: lists joined, nothing as a dash. */
export const fieldValue = (value: string | readonly string[] | null): string => {
  if (value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return value.length === 0 ? '—' : value.join(', ');
};

/** Today in the browser's time zone, as an <input type="date"> value. */
export const todayInputValue = (now: Date = new Date()): string => {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};
