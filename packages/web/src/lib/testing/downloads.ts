import { onTestFinished, vi } from 'vitest';

// Files a screen saves (saveFile): jsdom has no object URLs and follows no download link, so a
// test catches each file, its name and its content, for this test only.

export interface SavedFile {
  name: string;
  blob: Blob;
}

export function catchDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:file-${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  onTestFinished(() => clicked.mockRestore());
  return saved;
}

/**
 * Serves `path` as the JSON file the server sends (application/json, no envelope), over the
 * replies stubServer already set; every other call still goes to those.
 */
export function serveJsonFile(path: string, content: unknown): void {
  const server = vi.mocked(fetch).getMockImplementation();
  if (!server) throw new Error('Call stubServer first.');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) =>
      new URL(input, 'http://localhost').pathname === path
        ? new Response(JSON.stringify(content), {
            headers: { 'content-type': 'application/json; charset=utf-8' },
          })
        : server(input, init),
    ),
  );
}
