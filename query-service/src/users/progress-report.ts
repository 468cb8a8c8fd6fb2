import PDFDocument from 'pdfkit';
import { BRAND, type Progress, type UnwatchedContent } from '@zen/contracts';
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
 * fonts only, so nothing is embedded.
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

  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(1.2);
    doc.font('Helvetica-Bold').fontSize(14).fillColor(BRAND.primary).text(text, MARGIN, undefined, { width });
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(11).fillColor(BRAND.text);
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(BRAND.primary)
    .text('Learning Progress Report', { width });
  doc.font('Helvetica').fontSize(11).fillColor(BRAND.text);
  doc.text(`${BRAND.name} Learning Portal, ${longDate(details.generatedAt)}`, { width });
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(16).text(details.learnerName, { width });
  doc.font('Helvetica').fontSize(11);
  doc.text(details.email, { width });
  doc.text(`Company: ${details.companyName}`, { width });

  heading('Progress');
  const { essential, operational, companyProcesses, overall } = details.progress;
  const bars: [string, { completed: number; total: number }][] = [
    ['Essential Content', essential],
    ['Operational Content', operational],
    ['Company Processes', companyProcesses],
  ];
  for (const [label, { completed, total }] of bars) {
    doc.text(`${label}: ${completed}/${total}`, MARGIN, undefined, { width });
    const y = doc.y + 2;
    const filled = total === 0 ? 0 : (width * completed) / total;
    doc.rect(MARGIN, y, width, 6).fill('#e5e7eb');
    if (filled > 0) doc.rect(MARGIN, y, filled, 6).fill(BRAND.primary);
    doc.fillColor(BRAND.text);
    doc.y = y + 12;
  }
  doc.font('Helvetica-Bold').text(`Overall Progress: ${overall}%`, MARGIN, undefined, { width });
  doc.font('Helvetica');

  heading(`Completed (${details.completed.length})`);
  if (details.completed.length === 0) doc.text('Nothing completed yet', { width });
  await writeLines(details.completed, (item) =>
    doc.text(`${item.title}  (${item.learningJourney}, completed ${longDate(item.completedAt)})`, {
      width,
      indent: 12,
    }),
  );

  heading(`Unwatched (${details.unwatched.length})`);
  if (details.unwatched.length === 0) doc.text('All relevant content has been watched', { width });
  await writeLines(details.unwatched, (item) =>
    doc.text(`${item.title}  (${item.learningJourney}, ${item.application}, ${item.module}, ${item.type})`, {
      width,
      indent: 12,
    }),
  );
  doc.end();
  return pdf;
};
