import type { Response } from 'superagent';

type Parser = (res: Response, done: (error: Error | null, body: Buffer) => void) => void;

/**
 * A supertest parser that keeps a download's body as its bytes (a PDF, a workbook), whatever its
 * content type: `.buffer(true).parse(responseBytes)`.
 */
export const responseBytes: Parser = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
