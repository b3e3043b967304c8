/**
 * The page's localStorage, or undefined where there is none (tests under Node) or where reading it
 * throws (Chromium with site data blocked throws a SecurityError on access).
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
