import { Parser } from 'htmlparser2';

/**
 * Sanitised guide HTML as blocks of styled text, for the PDF: the tags the sanitiser allows, and
 * nothing else. Each block is a line of runs; lists carry their marker and depth.
 */
export type Run = { text: string; bold: boolean; italic: boolean; link: string | null };
export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; runs: Run[] }
  | { kind: 'paragraph' | 'quote' | 'code'; runs: Run[] }
  | { kind: 'item'; marker: string; depth: number; runs: Run[] }
  | { kind: 'rule' };

type TextBlock = Exclude<Block, { kind: 'rule' }>;
type List = { ordered: boolean; next: number };

const HEADINGS: Record<string, 2 | 3 | 4> = { h2: 2, h3: 3, h4: 4 };

export const htmlToBlocks = (html: string): Block[] => {
  const blocks: Block[] = [];
  const lists: List[] = [];
  let current: TextBlock | null = null;
  let bold = 0;
  let italic = 0;
  let link: string | null = null;
  let inPre = false;

  const flush = () => {
    if (current && current.runs.some((run) => run.text.trim() !== '')) {
      // Trailing and leading spaces of a line are layout, not text.
      const first = current.runs[0]!;
      first.text = first.text.trimStart();
      const last = current.runs[current.runs.length - 1]!;
      last.text = last.text.trimEnd();
      blocks.push(current);
    }
    current = null;
  };
  const start = (block: TextBlock) => {
    flush();
    current = block;
  };
  const append = (text: string) => {
    current ??= { kind: 'paragraph', runs: [] };
    const runs = current.runs;
    const previous = runs[runs.length - 1];
    const style = { bold: bold > 0, italic: italic > 0, link };
    if (
      previous &&
      previous.bold === style.bold &&
      previous.italic === style.italic &&
      previous.link === style.link
    ) {
      previous.text += text;
    } else {
      runs.push({ text, ...style });
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name in HEADINGS) start({ kind: 'heading', level: HEADINGS[name]!, runs: [] });
        else if (name === 'p') {
          // An editor wraps a list item's text in <p>: it stays the item's line.
          const blank = current !== null && current.kind === 'item' && current.runs.length === 0;
          if (!blank) start({ kind: current?.kind === 'quote' ? 'quote' : 'paragraph', runs: [] });
        } else if (name === 'blockquote') start({ kind: 'quote', runs: [] });
        else if (name === 'pre') {
          start({ kind: 'code', runs: [] });
          inPre = true;
        } else if (name === 'ul' || name === 'ol') {
          flush();
          lists.push({ ordered: name === 'ol', next: Number(attributes.start ?? 1) || 1 });
        } else if (name === 'li') {
          const list = lists[lists.length - 1] ?? { ordered: false, next: 1 };
          start({
            kind: 'item',
            marker: list.ordered ? `${list.next++}.` : '•',
            depth: Math.max(lists.length, 1),
            runs: [],
          });
        } else if (name === 'strong' || name === 'b') bold += 1;
        else if (name === 'em' || name === 'i') italic += 1;
        else if (name === 'a') link = attributes.href ?? null;
        else if (name === 'br') append('\n');
        else if (name === 'hr') {
          flush();
          blocks.push({ kind: 'rule' });
        }
      },
      ontext(text) {
        append(inPre ? text : text.replace(/\s+/g, ' '));
      },
      onclosetag(name) {
        if (name === 'strong' || name === 'b') bold = Math.max(0, bold - 1);
        else if (name === 'em' || name === 'i') italic = Math.max(0, italic - 1);
        else if (name === 'a') link = null;
        else if (name === 'ul' || name === 'ol') {
          flush();
          lists.pop();
        } else if (name === 'pre') {
          flush();
          inPre = false;
        } else if (name in HEADINGS || ['p', 'li', 'blockquote'].includes(name)) flush();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
};
