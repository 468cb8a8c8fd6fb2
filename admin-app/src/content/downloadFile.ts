/** The file name a Content-Disposition header gives (`filename=` or `filename="…"`), if any. */
export const fileNameFrom = (disposition: string | null): string | undefined => {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
};

/** Bytes as a person reads them while they arrive: '850 KB', '12.4 MB'. */
export const byteCount = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Reads a response body to the end, reporting the bytes received so far, and hands the browser
 * the file to save under `name`.
 */
export const saveResponse = async (
  response: Response,
  name: string,
  onProgress: (bytes: number) => void,
): Promise<void> => {
  if (!response.body) throw new Error('The download has no content');
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? '' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  } finally {
    // Revoked on the next turn: the click has handed the file to the browser's downloads by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};
