const number = new Intl.NumberFormat('en-US');

/** A count as the console writes it: 1,234. */
export const formatCount = (n: number): string => number.format(n);

/** A count with its noun, singular for one: '1 module', '12 modules', '1,234 views'. */
export const counted = (n: number, one: string, many: string): string =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
