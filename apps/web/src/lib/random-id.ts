/**
 * A random URL-safe id of `bytes` random bytes in hex. Uses crypto.getRandomValues, which (unlike
 * crypto.randomUUID) also exists on plain-http self-hosted instances that are not a secure context.
 */
export function randomId(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
