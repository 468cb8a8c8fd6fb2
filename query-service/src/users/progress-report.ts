import PDFDocument from 'pdfkit';
import { BRAND, type Progress, type UnwatchedContent } from '@zen/contracts';
import { PdfFonts } from '../pdf/pdf-fonts.ts';
import { collectPdf, longDate, writeLines } from '../pdf/pdf-output.ts';
import type { CompletedItem } from '../learner/queries.ts';

export type ProgressReportDetails = {
  learnerName: string;
  email: string;
  companyName: string;
  progress: Progress;
  completed: CompletedItem[];
  unwatched: UnwatchedContent[];
  generatedAt: Date;
};

const MARGIN = 56;

/**
 * A learner's progress as an A4 PDF (spec §2 Learning Progress dialog, §7): who, the three progress
 * figures with bars, the overall percentage, what is completed and when, and what is still
 * unwatched. pdfkit flows the lists onto further pages when they are long. Standard Helvetica
 * fonts, and an embedded Unicode font only for text they cannot draw (PdfFonts).
 *
 * A learner at a large provider has tens of thousands of unwatched items: the lists are written
 * a slice at a time (writeLines), letting other requests run in between.
 */
export const renderProgressReport = async (details: ProgressReportDetails): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Learning progress: ${details.learnerName}`,
      Author: BRAND.name,
      Subject: `${details.learnerName}, ${details.companyName}`,
    },
  });
  const pdf = collectPdf(doc);
  const fonts = new PdfFonts(doc);

  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(1.2);
    doc.fontSize(14).fillColor(BRAND.primary);
    fonts.for('bold', text).text(text, MARGIN, undefined, { width });
    doc.moveDown(0.4);
    doc.fontSize(11).fillColor(BRAND.text);
  };

  doc.fontSize(22).fillColor(BRAND.primary);
  fonts.text('bold', 'Learning Progress Report', { width });
  doc.fontSize(11).fillColor(BRAND.text);
  fonts.text('regular', `${BRAND.name} Learning Portal, ${longDate(details.generatedAt)}`, { width });
  doc.moveDown(1);
  doc.fontSize(16);
  fonts.text('bold', details.learnerName, { width });
  doc.fontSize(11);
  fonts.text('regular', details.email, { width });
  fonts.text('regular', `Company: ${details.companyName}`, { width });

  heading('Progress');
  const { essential, operational, companyProcesses, overall } = details.progress;
  const bars: [string, { completed: number; total: number }][] = [
    ['Essential Content', essential],
    ['Operational Content', operational],
    ['Company Processes', companyProcesses],
  ];
  for (const [label, { completed, total }] of bars) {
    const line = `${label}: ${completed}/${total}`;
    fonts.for('regular', line).text(line, MARGIN, undefined, { width });
    const y = doc.y + 2;
    const filled = total === 0 ? 0 : (width * completed) / total;
    doc.rect(MARGIN, y, width, 6).fill('#e5e7eb');
    if (filled > 0) doc.rect(MARGIN, y, filled, 6).fill(BRAND.primary);
    doc.fillColor(BRAND.text);
    doc.y = y + 12;
  }
  const overallLine = `Overall Progress: ${overall}%`;
  fonts.for('bold', overallLine).text(overallLine, MARGIN, undefined, { width });

  heading(`Completed (${details.completed.length})`);
  if (details.completed.length === 0) fonts.text('regular', 'Nothing completed yet', { width });
  await writeLines(details.completed, (item) =>
    fonts.text(
      'regular',
      `${item.title}  (${item.learningJourney}, completed ${longDate(item.completedAt)})`,
      { width, indent: 12 },
    ),
  );

  heading(`Unwatched (${details.unwatched.length})`);
  if (details.unwatched.length === 0)
    fonts.text('regular', 'All relevant content has been watched', { width });
  await writeLines(details.unwatched, (item) =>
    fonts.text(
      'regular',
      `${item.title}  (${item.learningJourney}, ${item.application}, ${item.module}, ${item.type})`,
      { width, indent: 12 },
    ),
  );
  doc.end();
  return pdf;
};
