import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from './html-blocks.ts';

const plain = (text: string) => ({ text, bold: false, italic: false, link: null });

describe('guide HTML as PDF blocks', () => {
  it('turns headings and paragraphs into lines, with bold, italic and links as runs', () => {
    expect(
      htmlToBlocks(
        '<h2>Leave</h2><p>Apply in <strong>Self-Service</strong>, see <a href="https://help.example/leave" target="_blank">the <em>policy</em></a>.</p>',
      ),
    ).toEqual([
      { kind: 'heading', level: 2, runs: [plain('Leave')] },
      {
        kind: 'paragraph',
        runs: [
          plain('Apply in '),
          { text: 'Self-Service', bold: true, italic: false, link: null },
          plain(', see '),
          { text: 'the ', bold: false, italic: false, link: 'https://help.example/leave' },
          { text: 'policy', bold: false, italic: true, link: 'https://help.example/leave' },
          plain('.'),
        ],
      },
    ]);
  });

  it('numbers ordered lists from their start, nests lists, and keeps an item’s <p> as its line', () => {
    const blocks = htmlToBlocks(
      '<ol start="3"><li><p>Open Leave</p></li><li>Apply<ul><li>Half day</li></ul></li></ol><hr><blockquote><p>Note</p></blockquote>',
    );
    expect(blocks).toEqual([
      { kind: 'item', marker: '3.', depth: 1, runs: [plain('Open Leave')] },
      { kind: 'item', marker: '4.', depth: 1, runs: [plain('Apply')] },
      { kind: 'item', marker: '•', depth: 2, runs: [plain('Half day')] },
      { kind: 'rule' },
      { kind: 'quote', runs: [plain('Note')] },
    ]);
  });

  it('decodes entities, collapses spaces and drops empty lines', () => {
    expect(htmlToBlocks('<p>  Tom &amp; Jerry\n  &lt;3 </p><p> </p>')).toEqual([
      { kind: 'paragraph', runs: [plain('Tom & Jerry <3')] },
    ]);
  });
});
