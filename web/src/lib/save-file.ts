/**
 * Hands a downloaded Blob to the browser as a file called `fileName`. The download call needs
 * the bearer header, so a plain link cannot fetch it; a temporary object URL and an anchor with
 * `download` save it under the chosen name instead.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has copied what it needs once the click has been handled; free the memory soon.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
