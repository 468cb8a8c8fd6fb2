import { useCallback, useEffect, useState } from 'react';

/**
 * A value typed by the user plus its settled copy, which follows after `delayMs` without typing.
 * `settle` skips the wait (Enter in a search box, Clear Filters).
 */
export function useDebouncedState<T>(initial: T, delayMs: number) {
  const [value, setValue] = useState(initial);
  const [settled, setSettled] = useState(initial);

  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);

  const settle = useCallback((next: T) => {
    setValue(next);
    setSettled(next);
  }, []);

  return { value, setValue, settled, settle };
}
