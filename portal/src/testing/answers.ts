const PER_ANSWER_HEADERS = new Set([
  'date',
  'etag',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/**
 * Every header of an answer but those that differ between any two answers (date, length and
 * framing, ETag, connection): what the fast path and Express must send alike.
 */
export const headersOf = (answer: { headers: Record<string, string> }): Record<string, string> =>
  Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_ANSWER_HEADERS.has(name)));
