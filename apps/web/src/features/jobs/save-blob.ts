/**
 * Hands fetched bytes to the browser as a download named `name`: an object URL on a temporary link
 * with the download attribute (the name the server would give is not the spec's, CC §5 "Download").
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now; a minute leaves slow browsers room before the memory goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
