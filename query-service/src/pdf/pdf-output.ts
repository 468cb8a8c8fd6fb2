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

/**
 * How long the layout may hold the event loop at a time. A request needs several turns of the
 * loop (its socket, its handler, its answer), and each of those turns waits for one slice: slices
 * of 200 lines (about 20 ms) kept a session read waiting 75 ms at 2 000 items and 242 to 369 ms at
 * 50 000.
 */
const TURN_BUDGET_MS = 4;
/** How many lines between looks at the clock. */
const LINES_PER_LOOK = 10;

/**
 * `write` for each item, letting other requests run whenever the layout has held the event loop
 * for TURN_BUDGET_MS. pdfkit lays text out synchronously, and a list of tens of thousands of items
 * (a learner's unwatched content at a large provider: 2.3 s at 25 000) would otherwise keep the
 * process from answering anyone else.
 */
export const writeLines = async <T>(items: readonly T[], write: (item: T) => unknown): Promise<void> => {
  let turnStarted = performance.now();
  for (const [index, item] of items.entries()) {
    if (index % LINES_PER_LOOK === 0 && performance.now() - turnStarted > TURN_BUDGET_MS) {
      await new Promise((resume) => setImmediate(resume));
      turnStarted = performance.now();
    }
    write(item);
  }
};
