import type { Browser, Page } from 'playwright-core';

/**
 * Runs in the page: a canvas animation recorded with MediaRecorder (VP8) for `durationMs`,
 * answered as base64. Kept as page script text because this package is compiled without the
 * DOM's types.
 */
const RECORD_CANVAS = `async (durationMs) => {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 90;
  const paint = canvas.getContext('2d');
  const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const started = performance.now();
  let frame = 0;
  const draw = () => {
    frame += 1;
    paint.fillStyle = 'hsl(' + ((frame * 12) % 360) + ' 70% 50%)';
    paint.fillRect(0, 0, canvas.width, canvas.height);
    paint.fillStyle = '#fff';
    paint.fillText('frame ' + frame, 10, 50);
    if (performance.now() - started < durationMs) requestAnimationFrame(draw);
    else recorder.stop();
  };
  recorder.start(100);
  draw();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}`;

/**
 * A real, short WebM video made in Chromium itself, per test run, so no binary file is kept in
 * the repository.
 */
export const recordTestClip = async (browser: Browser, seconds = 1.5): Promise<Buffer> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const base64 = await page.evaluate<string>(`(${RECORD_CANVAS})(${seconds * 1000})`);
    return Buffer.from(base64, 'base64');
  } finally {
    await context.close();
  }
};

/**
 * Serves `clip` at `url` to this page, as a file host would: the player asks for it like any
 * video file, and Chromium's media requests go through the route. The URL is on the portal's
 * own origin because the portal's Content-Security-Policy has no media-src, so `default-src
 * 'self'` blocks video files from any other origin.
 */
export const serveClip = async (page: Page, url: string, clip: Buffer): Promise<void> => {
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'video/webm',
      body: clip,
      headers: { 'Accept-Ranges': 'none' },
    }),
  );
};
