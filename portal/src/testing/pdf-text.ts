import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF written by pdfkit, for tests to read back what a person would see. Not
 * a general PDF parser: it inflates each stream, follows the font each text operator is shown in
 * (`/F2 12 Tf`), and joins the strings of every text-showing operator (TJ arrays of hex strings,
 * one line each). Text in a standard font is decoded as WinAnsi; text in an embedded font by that
 * font's ToUnicode map, as a reader's copy and paste does.
 */
export const pdfTextLines = (pdf: Buffer): string[] => pdfTextRuns(pdf).map((run) => run.text);

/** Each text-showing operator's text, and whether it was drawn in an embedded font. */
export const pdfTextRuns = (pdf: Buffer): { text: string; embedded: boolean }[] => {
  const source = pdf.toString('latin1');
  const streams = streamsOf(source);
  const unicodeMaps = embeddedFontMaps(source, streams);
  const runs: { text: string; embedded: boolean }[] = [];
  for (const content of streams.values()) {
    let font: Map<number, string> | undefined;
    for (const operator of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (operator[1] !== undefined) {
        font = unicodeMaps.get(operator[1]);
        continue;
      }
      const hex = [...operator[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      runs.push(
        font ? { text: decodeGlyphs(hex, font), embedded: true } : { text: winAnsi(hex), embedded: false },
      );
    }
  }
  return runs;
};

/** WinAnsi's characters at 0x80 to 0x9F, where it differs from Latin-1 (unassigned codes as '?'). */
const WIN_ANSI_HIGH = '€?‚ƒ„…†‡ˆ‰Š‹Œ?Ž??‘’“”•–—˜™š›œ?žŸ';

/** A standard font's bytes as the text they show. */
const winAnsi = (hex: string): string =>
  [...Buffer.from(hex, 'hex')]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte)))
    .join('');

/** Every stream's content (inflated), by its object number. */
const streamsOf = (source: string): Map<string, string> => {
  const streams = new Map<string, string>();
  // The dictionary may not run past its own object's end: an object without a stream is skipped.
  const pattern = /(\d+) 0 obj\s*<<((?:(?!endobj)[^])*?)>>\s*stream\r?\n([^]*?)(\r?\n)endstream/g;
  for (const match of source.matchAll(pattern)) {
    // The stream is exactly /Length bytes: compressed data may itself end in a '\r', which the
    // pattern's line break would otherwise take from it.
    const start = match.index + match[0].length - 'endstream'.length - match[4]!.length - match[3]!.length;
    const length = [...match[2]!.matchAll(/\/Length (\d+)/g)].pop()?.[1];
    const data = length === undefined ? match[3]! : source.slice(start, start + Number(length));
    const raw = Buffer.from(data, 'latin1');
    streams.set(match[1]!, match[2]!.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : data);
  }
  return streams;
};

/** For each embedded font's resource name (F3), its glyph codes' text, from its ToUnicode map. */
const embeddedFontMaps = (source: string, streams: Map<string, string>): Map<string, Map<number, string>> => {
  const toUnicodeOf = new Map<string, string>();
  for (const font of source.matchAll(/(\d+) 0 obj\s*<<([^<>]*\/Subtype \/Type0[^<>]*)>>/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font[2]!)?.[1];
    if (toUnicode) toUnicodeOf.set(font[1]!, toUnicode);
  }
  const maps = new Map<string, Map<number, string>>();
  for (const [, name, object] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const cmap = streams.get(toUnicodeOf.get(object!) ?? '');
    if (cmap !== undefined) maps.set(name!, glyphText(cmap));
  }
  return maps;
};

const utf16 = (hex: string): string => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap's bfrange and bfchar entries: each glyph code's text. */
const glyphText = (cmap: string): Map<number, string> => {
  const text = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g)) {
    for (const range of section[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const low = parseInt(range[1]!, 16);
      const high = parseInt(range[2]!, 16);
      const target = range[3]!;
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((each, index) =>
          text.set(low + index, utf16(each[1]!)),
        );
      } else {
        const first = parseInt(target.slice(1, -1), 16);
        for (let code = low; code <= high; code += 1)
          text.set(code, String.fromCodePoint(first + code - low));
      }
    }
  }
  for (const section of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
    for (const entry of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      text.set(parseInt(entry[1]!, 16), utf16(entry[2]!));
    }
  }
  return text;
};

/** Two-byte glyph codes (Identity-H), each as its text. */
const decodeGlyphs = (hex: string, font: Map<number, string>): string => {
  let decoded = '';
  for (let at = 0; at + 4 <= hex.length; at += 4)
    decoded += font.get(parseInt(hex.slice(at, at + 4), 16)) ?? '\ufffd';
  return decoded;
};
