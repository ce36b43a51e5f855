/** Saves a file the browser already holds (a certificate, a class's CSV), as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns: let it go a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
