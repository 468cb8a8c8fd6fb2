import PDFDocument from 'pdfkit';
import {
  BRAND,
  contentBeingPrepared,
  GUIDE_TABS,
  type CompanyUserGuide,
  type GuidePage,
} from '@zen/contracts';
import { collectPdf } from '../pdf/pdf-output.ts';
import { htmlToBlocks, type Block, type Run } from './html-blocks.ts';

type Doc = PDFKit.PDFDocument;

const MARGIN = 56;

const FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
} as const;

const fontOf = (run: Pick<Run, 'bold' | 'italic'>) =>
  run.bold ? (run.italic ? FONTS.boldItalic : FONTS.bold) : run.italic ? FONTS.italic : FONTS.regular;

/** One line of runs: each run in its own font, links underlined in the brand colour. */
const writeRuns = (doc: Doc, runs: readonly Run[], options: PDFKit.Mixins.TextOptions = {}) => {
  runs.forEach((run, index) => {
    doc
      .font(fontOf(run))
      .fillColor(run.link ? BRAND.primary : BRAND.text)
      .text(run.text, {
        ...options,
        continued: index < runs.length - 1,
        link: run.link ?? undefined,
        underline: run.link !== null,
      });
  });
};

const writeBlocks = (doc: Doc, blocks: readonly Block[]) => {
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
        doc.moveDown(0.4).fontSize(block.level === 2 ? 13 : block.level === 3 ? 12 : 11);
        writeRuns(
          doc,
          block.runs.map((run) => ({ ...run, bold: true })),
        );
        doc.fontSize(10.5);
        break;
      case 'paragraph':
        writeRuns(doc, block.runs, { paragraphGap: 4 });
        break;
      case 'quote':
        writeRuns(
          doc,
          block.runs.map((run) => ({ ...run, italic: true })),
          { indent: 14, paragraphGap: 4 },
        );
        break;
      case 'code':
        doc
          .font('Courier')
          .fillColor(BRAND.text)
          .text(block.runs.map((run) => run.text).join(''), { paragraphGap: 4 });
        break;
      case 'item':
        writeRuns(
          doc,
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

const label = (doc: Doc, name: string, value: string) => {
  doc.font(FONTS.bold).fillColor(BRAND.text).text(`${name}: `, { continued: true });
  doc.font(FONTS.regular).text(value);
};

const sectionHeading = (doc: Doc, text: string) => {
  doc.moveDown(0.8).font(FONTS.bold).fontSize(12.5).fillColor(BRAND.primary).text(text);
  doc.moveDown(0.2).fontSize(10.5).fillColor(BRAND.text);
};

const writeModule = (doc: Doc, page: GuidePage) => {
  const { content } = page;
  doc.addPage();
  doc.font(FONTS.bold).fontSize(17).fillColor(BRAND.primary).text(page.moduleId);
  doc.font(FONTS.regular).fontSize(10.5).fillColor('#5b6675').text(page.application);
  doc.fillColor(BRAND.text);
  if (content.explainer) doc.moveDown(0.5).text(content.explainer);
  if (content.zohoAdminGuideUrl) {
    doc.moveDown(0.3);
    writeRuns(doc, [
      { text: 'Zoho admin guide', bold: false, italic: false, link: content.zohoAdminGuideUrl },
    ]);
  }
  for (const tab of GUIDE_TABS) {
    sectionHeading(doc, tab.label);
    const blocks = htmlToBlocks(content[tab.field]);
    if (blocks.length > 0) writeBlocks(doc, blocks);
    else
      doc.font(FONTS.italic).fillColor('#5b6675').text(contentBeingPrepared(tab.label)).fillColor(BRAND.text);
  }
  if (content.processes.length > 0) {
    sectionHeading(doc, 'Processes');
    for (const process of content.processes) {
      doc.moveDown(0.3).font(FONTS.bold).text(process.name);
      if (process.description) doc.font(FONTS.regular).text(process.description);
      if (process.trigger) label(doc, 'Trigger', process.trigger);
      if (process.triggeredBy) label(doc, 'Triggered by', process.triggeredBy);
      if (process.videoUrl) {
        writeRuns(doc, [
          { text: 'Video: ', bold: true, italic: false, link: null },
          { text: process.videoUrl, bold: false, italic: false, link: process.videoUrl },
        ]);
      }
      if (process.actionButton) {
        writeRuns(doc, [
          { text: `${process.actionButton.name}: `, bold: true, italic: false, link: null },
          { text: process.actionButton.url, bold: false, italic: false, link: process.actionButton.url },
        ]);
      }
    }
  }
  if (content.reports.length > 0) {
    sectionHeading(doc, 'Reports');
    for (const report of content.reports) {
      writeRuns(
        doc,
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
 * Standard Helvetica fonts, so nothing is embedded.
 */
export const renderGuidePdf = (guide: CompanyUserGuide): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: guide.title, Author: BRAND.name, Subject: `${guide.companyName} user guide` },
  });
  const pdf = collectPdf(doc);

  doc.font(FONTS.bold).fontSize(24).fillColor(BRAND.primary).text(guide.title);
  doc.moveDown(0.3).font(FONTS.regular).fontSize(14).fillColor(BRAND.text).text(guide.companyName);
  if (guide.description) doc.moveDown(0.8).fontSize(11).text(guide.description);
  doc.moveDown(1).fontSize(10.5);
  const contact = [guide.contactName, guide.contactEmail].filter(Boolean).join(', ');
  if (contact) label(doc, 'Contact', contact);
  label(doc, 'Applications', guide.applications.join(', '));
  sectionHeading(doc, 'Modules');
  for (const page of guide.modules)
    doc.font(FONTS.regular).text(`• ${page.application}: ${page.moduleId}`, { indent: 14 });
  for (const page of guide.modules) writeModule(doc, page);
  doc.end();
  return pdf;
};
