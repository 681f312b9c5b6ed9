/**
 * Browser downloads of files the API stored (exports, PDFs): an `<a href download>` click, never
 * `window.open` of the file, so an uploaded document is never opened as a page on the console's
 * origin (issue #14; the file host also serves everything but raster images as an attachment).
 */

/**
 * Starts the download of `url` (a signed file-host URL or a `blob:` URL) the way a user's click on a
 * download link does. For a URL on another origin the browser takes the name from the server's
 * Content-Disposition; `fileName` is used for same-origin URLs. Browser only; does nothing without a
 * `document`.
 */
export function downloadUrl(url: string, fileName = ''): void {
  if (typeof document === 'undefined' || !url) return;
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Downloads a stored file link answered by the API (`{ url, fileName }`, e.g. a template or an export). */
export function downloadLink(link: { url: string; fileName: string }): void {
  downloadUrl(link.url, link.fileName);
}
