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
  for (const match of source.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)(\r?\n)endstream/g)) {
    // The stream is exactly /Length bytes: compressed data may itself end in a '\r', which the
    // pattern's line break would otherwise take from it.
    const start = match.index + match[0].length - 'endstream'.length - match[3]!.length - match[2]!.length;
    const length = [...match[1]!.matchAll(/\/Length (\d+)/g)].pop()?.[1];
    const data = length === undefined ? match[2]! : source.slice(start, start + Number(length));
    const raw = Buffer.from(data, 'latin1');
    const content = match[1]!.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : data;
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...shown[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
};
