/**
 * A list column as wide as its content and no wider (1% of an automatic table layout), for
 * DataTable.Col's `sx`. Its heading may wrap, so 'Content Number' does not widen a column of four
 * digits; `oneLine` (its `cellSx`) keeps its values on one line.
 */
export const compact = { width: '1%' } as const;
export const oneLine = () => ({ whiteSpace: 'nowrap' }) as const;
