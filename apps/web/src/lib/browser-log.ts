/**
 * The few things the spec wants logged rather than shown (downloader.md §7 "errors only logged" of the
 * download report, §8 "a media link without a token only logs a warning"). Warnings, not errors: they
 * are expected on a bad network and must not read as a broken page.
 */
export function logWarning(message: string, detail?: unknown): void {
  // eslint-disable-next-line no-console -- the spec asks for these in the console, for whoever debugs.
  console.warn(`[mediaforge] ${message}`, ...(detail === undefined ? [] : [detail]));
}
