import sanitizeHtml from 'sanitize-html';

/**
 * What the console's rich-text editor produces and the customer page renders: text structure,
 * emphasis and links. Nothing that runs (scripts, event handlers, `javascript:` URLs), nothing that
 * loads from elsewhere (images, frames) and no styling that could dress a page up as another.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
  ],
  // data-content-id: a guide's link to a catalogue video, which the customer app plays in its own
  // player (where watching earns completion) rather than on the video's site.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel', 'data-content-id'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A disallowed tag goes and its text stays, except script-like tags whose text goes with them.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens apart from the page and cannot reach back into it (issue 10).
    a: (tagName, { 'data-content-id': contentId, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        // Only a content id: anything else in it is dropped, the link itself kept.
        ...(contentId !== undefined && /^[1-9]\d{0,9}$/.test(contentId) && { 'data-content-id': contentId }),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
    // The editor's top-level heading is the page's; content headings start one level below it.
    h1: 'h2',
  },
  // An <a> whose href was dropped (javascript:, data:) is no link at all: keep only its text.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** Sanitises one rich-text value for storage (DESIGN §8: before the event is appended). */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** Rich text that shows nothing (an editor's empty '<p></p>') is stored as ''. */
export const normaliseRichText = (html: string): string => {
  const clean = sanitizeRichText(html);
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() === '' &&
    !/<hr\s*\/?>/.test(clean)
    ? ''
    : clean;
};

/** Text for HTML we build ourselves (a Q&A question): escaped, never interpreted. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
