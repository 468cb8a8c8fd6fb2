import PDFDocument from 'pdfkit';
import {
  BRAND,
  contentBeingPrepared,
  GUIDE_TABS,
  type CompanyUserGuide,
  type GuidePage,
} from '@zen/contracts';
import { PdfFonts, type FontStyle } from '../pdf/pdf-fonts.ts';
import { collectPdf } from '../pdf/pdf-output.ts';
import { htmlToBlocks, type Block, type Run } from './html-blocks.ts';

type Doc = PDFKit.PDFDocument;
/** The document and the fonts that choose, for each text, one that can draw it. */
type Pdf = { doc: Doc; fonts: PdfFonts };

const MARGIN = 56;

const styleOf = (run: Pick<Run, 'bold' | 'italic'>): FontStyle =>
  run.bold ? (run.italic ? 'boldItalic' : 'bold') : run.italic ? 'italic' : 'regular';

/** One line of runs: each run in its style of the line's font, links underlined in the brand colour. */
const writeRuns = ({ fonts }: Pdf, runs: readonly Run[], options: PDFKit.Mixins.TextOptions = {}) => {
  const line = runs.map((run) => run.text).join('');
  runs.forEach((run, index) => {
    fonts
      .for(styleOf(run), line)
      .fillColor(run.link ? BRAND.primary : BRAND.text)
      .text(run.text, {
        ...options,
        continued: index < runs.length - 1,
        link: run.link ?? undefined,
        underline: run.link !== null,
      });
  });
};

const writeBlocks = (pdf: Pdf, blocks: readonly Block[]) => {
  const { doc, fonts } = pdf;
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
        doc.moveDown(0.4).fontSize(block.level === 2 ? 13 : block.level === 3 ? 12 : 11);
        writeRuns(
          pdf,
          block.runs.map((run) => ({ ...run, bold: true })),
        );
        doc.fontSize(10.5);
        break;
      case 'paragraph':
        writeRuns(pdf, block.runs, { paragraphGap: 4 });
        break;
      case 'quote':
        writeRuns(
          pdf,
          block.runs.map((run) => ({ ...run, italic: true })),
          { indent: 14, paragraphGap: 4 },
        );
        break;
      case 'code': {
        const code = block.runs.map((run) => run.text).join('');
        fonts.for('mono', code).fillColor(BRAND.text).text(code, { paragraphGap: 4 });
        break;
      }
      case 'item':
        writeRuns(
          pdf,
          [{ text: `${block.marker} `, bold: false, italic: false, link: null }, ...block.runs],
          {
            indent: 14 * block.depth,
            paragraphGap: 2,
          },
        );
        break;
      case 'rule': {
        const y = doc.y + 4;
        doc
          .moveTo(MARGIN, y)
          .lineTo(doc.page.width - MARGIN, y)
          .lineWidth(0.5)
          .stroke('#c5ccd6');
        doc.moveDown(0.6);
        break;
      }
    }
  }
};

const label = ({ doc, fonts }: Pdf, name: string, value: string) => {
  const line = `${name}: ${value}`;
  doc.fillColor(BRAND.text);
  fonts.for('bold', line).text(`${name}: `, { continued: true });
  fonts.for('regular', line).text(value);
};

const sectionHeading = ({ doc, fonts }: Pdf, text: string) => {
  doc.moveDown(0.8).fontSize(12.5).fillColor(BRAND.primary);
  fonts.text('bold', text);
  doc.moveDown(0.2).fontSize(10.5).fillColor(BRAND.text);
};

const writeModule = (pdf: Pdf, page: GuidePage) => {
  const { doc, fonts } = pdf;
  const { content } = page;
  doc.addPage();
  doc.fontSize(17).fillColor(BRAND.primary);
  fonts.text('bold', page.moduleId);
  doc.fontSize(10.5).fillColor('#5b6675');
  fonts.text('regular', page.application);
  doc.fillColor(BRAND.text);
  if (content.explainer) {
    doc.moveDown(0.5);
    fonts.text('regular', content.explainer);
  }
  if (content.zohoAdminGuideUrl) {
    doc.moveDown(0.3);
    writeRuns(pdf, [
      { text: 'Zoho admin guide', bold: false, italic: false, link: content.zohoAdminGuideUrl },
    ]);
  }
  for (const tab of GUIDE_TABS) {
    sectionHeading(pdf, tab.label);
    const blocks = htmlToBlocks(content[tab.field]);
    if (blocks.length > 0) writeBlocks(pdf, blocks);
    else {
      const preparing = contentBeingPrepared(tab.label);
      fonts.for('italic', preparing).fillColor('#5b6675').text(preparing).fillColor(BRAND.text);
    }
  }
  if (content.processes.length > 0) {
    sectionHeading(pdf, 'Processes');
    for (const process of content.processes) {
      doc.moveDown(0.3);
      fonts.text('bold', process.name);
      if (process.description) fonts.text('regular', process.description);
      if (process.trigger) label(pdf, 'Trigger', process.trigger);
      if (process.triggeredBy) label(pdf, 'Triggered by', process.triggeredBy);
      if (process.videoUrl) {
        writeRuns(pdf, [
          { text: 'Video: ', bold: true, italic: false, link: null },
          { text: process.videoUrl, bold: false, italic: false, link: process.videoUrl },
        ]);
      }
      if (process.actionButton) {
        writeRuns(pdf, [
          { text: `${process.actionButton.name}: `, bold: true, italic: false, link: null },
          { text: process.actionButton.url, bold: false, italic: false, link: process.actionButton.url },
        ]);
      }
    }
  }
  if (content.reports.length > 0) {
    sectionHeading(pdf, 'Reports');
    for (const report of content.reports) {
      writeRuns(
        pdf,
        [
          { text: '• ', bold: false, italic: false, link: null },
          { text: report.name, bold: false, italic: false, link: report.url },
        ],
        { indent: 14 },
      );
    }
  }
};

/**
 * The company's guide as an A4 PDF (the page's Download PDF): a cover with the company and its
 * contact, then a page per published module with its four audiences, processes and reports.
 * Standard Helvetica fonts, and an embedded Unicode font only for text they cannot draw (PdfFonts).
 */
export const renderGuidePdf = (guide: CompanyUserGuide): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: guide.title, Author: BRAND.name, Subject: `${guide.companyName} user guide` },
  });
  const written = collectPdf(doc);
  const pdf: Pdf = { doc, fonts: new PdfFonts(doc) };
  const { fonts } = pdf;

  doc.fontSize(24).fillColor(BRAND.primary);
  fonts.text('bold', guide.title);
  doc.moveDown(0.3).fontSize(14).fillColor(BRAND.text);
  fonts.text('regular', guide.companyName);
  if (guide.description) {
    doc.moveDown(0.8).fontSize(11);
    fonts.text('regular', guide.description);
  }
  doc.moveDown(1).fontSize(10.5);
  const contact = [guide.contactName, guide.contactEmail].filter(Boolean).join(', ');
  if (contact) label(pdf, 'Contact', contact);
  label(pdf, 'Applications', guide.applications.join(', '));
  sectionHeading(pdf, 'Modules');
  for (const page of guide.modules)
    fonts.text('regular', `• ${page.application}: ${page.moduleId}`, { indent: 14 });
  for (const page of guide.modules) writeModule(pdf, page);
  doc.end();
  return written;
};
