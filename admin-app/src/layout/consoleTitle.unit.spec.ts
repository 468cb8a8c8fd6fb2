import { describe, expect, it } from 'vitest';
import { CONSOLE_TITLE, documentTitle } from './consoleTitle.ts';

describe('the browser tab title', () => {
  it('names the page, then the console', () => {
    expect(documentTitle('Content Management')).toBe(`Content Management · ${CONSOLE_TITLE}`);
  });

  it('collapses the whitespace of a heading read from the page', () => {
    expect(documentTitle('  Edit Content:\n  Welcome ')).toBe(`Edit Content: Welcome · ${CONSOLE_TITLE}`);
  });

  it('is the console name alone while a page has no title', () => {
    expect(documentTitle('')).toBe(CONSOLE_TITLE);
    expect(documentTitle('   ')).toBe(CONSOLE_TITLE);
    expect(documentTitle(null)).toBe(CONSOLE_TITLE);
  });
});
