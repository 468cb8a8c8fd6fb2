/**
 * Copying an item's link (spec §2 Content list, §8): as a clickable link (HTML plus plain text)
 * where the browser can write rich clipboard data, otherwise the title and URL as plain text.
 */
export type CopiedAs = 'link' | 'text';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const plainTextLink = (title: string, url: string) => `${title}\n${url}`;

export const htmlLink = (title: string, url: string) =>
  `<a href="${escapeHtml(url)}">${escapeHtml(title)}</a>`;

export async function copyContentLink(title: string, url: string): Promise<CopiedAs> {
  const clipboard = navigator.clipboard;
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard?.write === 'function') {
    try {
      await clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([htmlLink(title, url)], { type: 'text/html' }),
          'text/plain': new Blob([plainTextLink(title, url)], { type: 'text/plain' }),
        }),
      ]);
      return 'link';
    } catch {
      // Some browsers refuse rich data (or this document's permission for it): fall back to text.
    }
  }
  await clipboard.writeText(plainTextLink(title, url));
  return 'text';
}

export const COPY_MESSAGES: Record<CopiedAs, string> = {
  link: 'A clickable link has been copied to your clipboard.',
  text: 'The title and URL have been copied to your clipboard.',
};
