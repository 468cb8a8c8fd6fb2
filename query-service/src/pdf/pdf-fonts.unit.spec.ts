import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '@zen/portal/testing/pdf-text';
import { PdfFonts, standardFontsCanDraw } from './pdf-fonts.ts';
import { collectPdf } from './pdf-output.ts';

const render = async (texts: string[]): Promise<Buffer> => {
  const doc = new PDFDocument();
  const pdf = collectPdf(doc);
  const fonts = new PdfFonts(doc);
  for (const text of texts) fonts.text('regular', text);
  doc.end();
  return pdf;
};

describe('PdfFonts', () => {
  it('knows what the standard fonts draw: WinAnsi, not Polish, Greek, Cyrillic or arrows', () => {
    expect(standardFontsCanDraw('José Müller — “quotes” € 50 • ½')).toBe(true);
    for (const text of ['Łukasz', 'Ελλάς', 'Иван', 'next → step', '张伟']) {
      expect(standardFontsCanDraw(text)).toBe(false);
    }
  });

  it('embeds no font for text the standard fonts draw, and prints it as written', async () => {
    const pdf = await render(['José Müller — “quotes” €']);
    expect(pdf.toString('latin1')).not.toContain('/FontFile2');
    expect(pdfTextLines(pdf)).toEqual(['José Müller — “quotes” €']);
  });

  it('embeds a Unicode font for text they cannot draw, for that text only', async () => {
    const pdf = await render(['Certificate of Completion', 'Łukasz Żółć', 'Ωmega Ελλάς', 'Иван → ✓']);
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    expect(pdfTextLines(pdf)).toEqual([
      'Certificate of Completion',
      'Łukasz Żółć',
      'Ωmega Ελλάς',
      'Иван → ✓',
    ]);
  });
});
