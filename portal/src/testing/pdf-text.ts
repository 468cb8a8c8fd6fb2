import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF written by pdfkit with its standard fonts, for tests to read back what a
 * person would see. Not a general PDF parser: it inflates each content stream and joins the
 * strings of every text-showing operator (TJ arrays of hex strings, one line each), decoding them
 * as WinAnsi, which matches Latin-1 for the characters we print.
 */
export const pdfTextLines = (pdf: Buffer): string[] => {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    const raw = Buffer.from(match[2]!, 'latin1');
    const content = match[1]!.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : match[2]!;
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...shown[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
};
