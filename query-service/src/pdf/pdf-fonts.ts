import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic' | 'mono';

/** PDF's standard fonts: built into every reader, so nothing is embedded and a file stays small. */
const STANDARD: Record<FontStyle, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
  mono: 'Courier',
};

/** DejaVu (the dejavu-fonts-ttf package): Latin, Greek, Cyrillic, Hebrew, Arabic and more. */
const UNICODE_FILES: Record<FontStyle, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
  mono: 'DejaVuSansMono.ttf',
};
const STYLES = Object.keys(UNICODE_FILES) as FontStyle[];
const unicodeName = (style: FontStyle) => `Unicode-${style}`;

/**
 * What the standard fonts can draw: WinAnsi, which is Latin-1 plus these in 0x80 to 0x9F. Any
 * other character (Ł, ő, Cyrillic, Greek…) pdfkit writes as whatever byte it falls on, and the
 * reader shows another letter: 'Łukasz' came out as garbage on a certificate. DejaVu draws those;
 * scripts it lacks (Chinese, Japanese, Korean, Devanagari) still show as empty boxes.
 */
const WIN_ANSI = /^[\t\n\r\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;
export const standardFontsCanDraw = (text: string): boolean => WIN_ANSI.test(text);

const require = createRequire(import.meta.url);
let unicodeFiles: Record<FontStyle, Buffer> | undefined;
/** Read once per process, when a document first needs them (three quarters of a megabyte each). */
const unicodeFontFiles = (): Record<FontStyle, Buffer> =>
  (unicodeFiles ??= Object.fromEntries(
    STYLES.map((style) => [
      style,
      readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${UNICODE_FILES[style]}`)),
    ]),
  ) as Record<FontStyle, Buffer>);

/**
 * Chooses each line's font: the standard one when it can draw the line, else the embedded Unicode
 * font of the same style. Per line, not per document: an embedded font lays text out several
 * times slower (measured: 40 ms a page against 6), and a progress report lists tens of thousands
 * of titles, of which one with a '→' should not slow down all the others. Not per piece of a
 * line: pdfkit sets text below its top by the font's ascender, which differs (Helvetica 718,
 * DejaVu 928), so two fonts on one line would not share its baseline.
 */
export class PdfFonts {
  private registered = false;

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /**
   * Sets the font of `style` that can draw `line`, the whole line a piece of text is part of (a
   * piece written with `continued` shares the line's font); returns the document to write with.
   */
  for(style: FontStyle, line: string): PDFKit.PDFDocument {
    if (standardFontsCanDraw(line)) return this.doc.font(STANDARD[style]);
    if (!this.registered) {
      const files = unicodeFontFiles();
      for (const each of STYLES) this.doc.registerFont(unicodeName(each), files[each]);
      this.registered = true;
    }
    return this.doc.font(unicodeName(style));
  }

  /** Writes `text` in `style` with the document's current size and colour. */
  text(style: FontStyle, text: string, options?: PDFKit.Mixins.TextOptions): PDFKit.PDFDocument {
    return this.for(style, text).text(text, options);
  }
}
