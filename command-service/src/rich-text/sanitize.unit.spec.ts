import { describe, expect, it } from 'vitest';
import { escapeHtml, normaliseRichText, sanitizeRichText } from './sanitize.ts';

describe('rich-text sanitising (DESIGN §8)', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Leave</h2><p>Apply in <strong>Self-Service</strong>, then <em>submit</em>.</p>' +
      '<ul><li><p>One</p></li></ul><ol start="3"><li>Three</li></ol><blockquote><p>Note</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts with their text, and event handler attributes', () => {
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<p onclick="steal()" onmouseover="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<img src="x" onerror="alert(1)"><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<style>p{display:none}</style><iframe src="https://e.example"></iframe>x')).toBe(
      'x',
    );
  });

  it('drops javascript: and data: links but keeps their text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('click');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">click</a>')).toBe('click');
    expect(sanitizeRichText('<a href="data:text/html,<script>x</script>">d</a>')).toBe('d');
  });

  it('makes every link open apart, with rel="noopener noreferrer"', () => {
    expect(
      sanitizeRichText('<a href="https://help.zoho.com/people" target="_self" rel="opener">Docs</a>'),
    ).toBe('<a href="https://help.zoho.com/people" target="_blank" rel="noopener noreferrer">Docs</a>');
    expect(sanitizeRichText('<a href="mailto:hr@acme.example">HR</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('keeps a link’s content id, and only one that is a content id', () => {
    expect(sanitizeRichText('<a href="https://www.loom.com/share/x" data-content-id="12">Leave</a>')).toBe(
      '<a href="https://www.loom.com/share/x" data-content-id="12" target="_blank" rel="noopener noreferrer">Leave</a>',
    );
    for (const wrong of ['', '0', '12a', 'javascript:x', '12345678901']) {
      expect(sanitizeRichText(`<a href="https://e.example" data-content-id="${wrong}">x</a>`), wrong).toBe(
        '<a href="https://e.example" target="_blank" rel="noopener noreferrer">x</a>',
      );
    }
    expect(sanitizeRichText('<p data-content-id="12">x</p>')).toBe('<p>x</p>');
  });

  it('drops styles and classes, and moves h1 below the page heading', () => {
    expect(sanitizeRichText('<h1 style="color:red" class="x">Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('stores an empty editor as nothing', () => {
    expect(normaliseRichText('<p></p>')).toBe('');
    expect(normaliseRichText('  <p> </p><p><br></p> ')).toBe('');
    expect(normaliseRichText('<hr>')).toBe('<hr />');
    expect(normaliseRichText('<p>x</p>')).toBe('<p>x</p>');
  });

  it('escapes text that we place into HTML ourselves', () => {
    expect(escapeHtml('<b>"Why" & how</b>')).toBe('&lt;b&gt;&quot;Why&quot; &amp; how&lt;/b&gt;');
  });
});
