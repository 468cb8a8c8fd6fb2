/** A date as the reports print it: '27 November 2026', in UTC so every replica prints the same. */
export const longDate = (date: Date | string): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(date));

/**
 * The document's bytes once it is ended. Listen before writing anything: pdfkit sends what it
 * has written as it goes.
 */
export const collectPdf = (doc: PDFKit.PDFDocument): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Awaited only once everything is written: a failure before then is still the caller's.
  ended.catch(() => undefined);
  return ended;
};

/** How many lines are laid out between turns of the event loop (about 20 ms of work). */
const LINES_PER_TURN = 200;

/**
 * `write` for each item, letting other requests run every LINES_PER_TURN items. pdfkit lays text
 * out synchronously, and a list of tens of thousands of items (a learner's unwatched content at a
 * large provider: 2.3 s at 25 000) would otherwise keep the process from answering anyone else.
 */
export const writeLines = async <T>(items: readonly T[], write: (item: T) => unknown): Promise<void> => {
  for (let start = 0; start < items.length; start += LINES_PER_TURN) {
    if (start > 0) await new Promise((resume) => setImmediate(resume));
    for (const item of items.slice(start, start + LINES_PER_TURN)) write(item);
  }
};
