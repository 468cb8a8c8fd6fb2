import PDFDocument from 'pdfkit';
import { BRAND, type Application } from '@zen/contracts';
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
 * standard Helvetica fonts, so nothing is embedded and the file stays a few kilobytes.
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

  const width = doc.page.width - 112;
  doc
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .lineWidth(3)
    .stroke(BRAND.primary);
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(28).fillColor(BRAND.primary);
  doc.text('Certificate of Completion', { align: 'center', width });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(14).fillColor(BRAND.text);
  doc.text(`${BRAND.name} Learning Portal`, { align: 'center', width });
  doc.moveDown(2);
  doc.fontSize(13).text('This certifies that', { align: 'center', width });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(24).text(details.learnerName, { align: 'center', width });
  doc.font('Helvetica').fontSize(14).text(details.companyName, { align: 'center', width });
  doc.moveDown(1);
  doc
    .fontSize(13)
    .text(`has completed every Essential item of ${details.application}`, { align: 'center', width });
  doc.text(`on ${longDate(details.completedOn)}.`, { align: 'center', width });
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(BRAND.primary).text('Essential items completed');
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11).fillColor(BRAND.text);
  await writeLines(details.items, (item) =>
    doc.text(`${item.title}  (${longDate(item.completedAt)})`, { width, indent: 12 }),
  );
  doc.end();
  return pdf;
};
