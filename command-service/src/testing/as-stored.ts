/**
 * A value with every object's keys in another order, as PostgreSQL's jsonb hands an event back
 * (its keys shortest first): what a decider's state holds once its stream is read from the log.
 */
export const asStored = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, nested: unknown) =>
    nested !== null && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).reverse())
      : nested,
  ) as T;
