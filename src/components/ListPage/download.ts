/**
 * Starts the download of a file by URL the way a user's click on a download link does: a temporary
 * `<a href download>` is clicked (never `window.open`, which would show an inline document or be
 * blocked as a pop-up). For a URL on another origin (the file host's signed URL) the browser takes
 * the name from the server's Content-Disposition; `fileName` is used for same-origin URLs.
 */
export function downloadUrl(url: string, fileName?: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName ?? '';
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
