import { describe, expect, it } from 'vitest';
import { resolvePlayer } from './videoSources.ts';

const PAGE = 'https://learn.example';

describe('resolvePlayer', () => {
  it('embeds Loom without owner, share, title or autoplay', () => {
    const player = resolvePlayer('https://www.loom.com/share/5f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f?sid=1', PAGE);
    expect(player).toMatchObject({ kind: 'embed', provider: 'loom', origin: 'https://www.loom.com' });
    const src = new URL(player?.src ?? '');
    expect(src.pathname).toBe('/embed/5f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      hide_owner: 'true',
      hide_share: 'true',
      hide_title: 'true',
      autoplay: '0',
    });
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  ])('embeds YouTube %s from youtube-nocookie with its JS API for this page', (url) => {
    const player = resolvePlayer(url, PAGE);
    expect(player).toMatchObject({ provider: 'youtube', origin: 'https://www.youtube-nocookie.com' });
    const src = new URL(player?.src ?? '');
    expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('autoplay')).toBe('0');
    expect(src.searchParams.get('origin')).toBe(PAGE);
  });

  it('embeds Vimeo, keeping the private-link hash', () => {
    expect(resolvePlayer('https://vimeo.com/76979871', PAGE)?.src).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871\?autoplay=0/,
    );
    expect(resolvePlayer('https://vimeo.com/76979871/abcdef1234', PAGE)?.src).toContain('h=abcdef1234&');
    expect(resolvePlayer('https://player.vimeo.com/video/76979871?h=abcdef1234', PAGE)).toMatchObject({
      provider: 'vimeo',
      origin: 'https://player.vimeo.com',
    });
  });

  it.each(['https://cdn.example/clips/intro.mp4', 'http://127.0.0.1:8080/a.webm', 'https://x.example/b.OGG'])(
    'plays the video file %s in an HTML5 player',
    (url) => {
      expect(resolvePlayer(url, PAGE)).toEqual({ kind: 'file', src: url });
    },
  );

  it.each([
    null,
    '',
    'not a url',
    'javascript:alert(1)',
    'https://www.loom.com/share/not-an-id"onload=x',
    'https://www.youtube.com/watch?v=short',
    'https://example.com/article.html',
  ])('has no player for %j', (url) => {
    expect(resolvePlayer(url, PAGE)).toBeNull();
  });
});
