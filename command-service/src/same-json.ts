/**
 * Whether two JSON values are the same whatever the order of their objects' keys. A state folded
 * from the log has its objects' keys in PostgreSQL's jsonb order (shortest first), not in the
 * order a command built them, so comparing `JSON.stringify`s called an unchanged page changed
 * once its stream was read back (after a restart, or on another replica) and recorded it again.
 */
export const sameJson = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** JSON with every object's keys sorted; undefined properties are left out, as JSON leaves them. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, nested: unknown) =>
    nested !== null && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : nested,
  );
