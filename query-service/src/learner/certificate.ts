import PDFDocument from 'pdfkit';
import { BRAND, type Application } from '@zen/contracts';
import { PdfFonts } from '../pdf/pdf-fonts.ts';
import { collectPdf, longDate, writeLines } from '../pdf/pdf-output.ts';

export type CertificateDetails = {
  learnerName: string;
  companyName: string;
  application: Application;
  /** When the last Essential item was completed: the certificate's date, the same on every download. */
  completedOn: string;
  items: { title: string; completedAt: string }[];
};

/**
 * The completion certificate as a one-page (or longer, for a long list) A4 PDF. Built from the
 * standard Helvetica fonts, so the file stays a few kilobytes, and an embedded Unicode font for
 * text they cannot draw, such as a name in Polish or Greek (PdfFonts).
 */
export const renderCertificate = async (details: CertificateDetails): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${details.application} Essentials certificate`,
      Author: BRAND.name,
      Subject: `${details.learnerName}, ${details.companyName}`,
    },
  });
  const pdf = collectPdf(doc);
  const fonts = new PdfFonts(doc);

  const width = doc.page.width - 112;
  doc
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .lineWidth(3)
    .stroke(BRAND.primary);
  doc.moveDown(2);
  const centred = { align: 'center', width } as const;
  doc.fontSize(28).fillColor(BRAND.primary);
  fonts.text('bold', 'Certificate of Completion', centred);
  doc.moveDown(0.5);
  doc.fontSize(14).fillColor(BRAND.text);
  fonts.text('regular', `${BRAND.name} Learning Portal`, centred);
  doc.moveDown(2);
  doc.fontSize(13);
  fonts.text('regular', 'This certifies that', centred);
  doc.moveDown(0.5);
  doc.fontSize(24);
  fonts.text('bold', details.learnerName, centred);
  doc.fontSize(14);
  fonts.text('regular', details.companyName, centred);
  doc.moveDown(1);
  doc.fontSize(13);
  fonts.text('regular', `has completed every Essential item of ${details.application}`, centred);
  fonts.text('regular', `on ${longDate(details.completedOn)}.`, centred);
  doc.moveDown(2);
  doc.fontSize(13).fillColor(BRAND.primary);
  fonts.text('bold', 'Essential items completed');
  doc.moveDown(0.5);
  doc.fontSize(11).fillColor(BRAND.text);
  await writeLines(details.items, (item) =>
    fonts.text('regular', `${item.title}  (${longDate(item.completedAt)})`, { width, indent: 12 }),
  );
  doc.end();
  return pdf;
};
