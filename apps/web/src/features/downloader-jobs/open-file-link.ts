/**
 * Sends the browser to a file link of our own origin (a quality's stream link, a finished job's token
 * link) as a download: a temporary link with the download attribute, so the page stays where it is and
 * the server's attachment name is kept (DL §4 "the browser is sent to the stream endpoint").
 */
export function openFileLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
