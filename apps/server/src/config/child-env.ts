/**
 * The environment child processes that touch the network (yt-dlp) start with (D106): what a program
 * needs to find itself, its home, its locale, its clock and the system's certificates, and nothing else.
 * The server's own secrets (AUTH_SECRET, UPLOAD_TOKEN_SECRET, STRIPE_SECRET_KEY…) live in its
 * environment and never reach a child; proxy variables are set per run from the child's lease.
 */
const PASSED = [
  'PATH',
  'HOME',
  'LANG',
  'LC_ALL',
  'LC_CTYPE',
  'TZ',
  'TMPDIR',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
];

export function childEnvOf(
  env: Readonly<Record<string, string | undefined>>,
): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of PASSED) {
    const value = env[name];
    if (value !== undefined && value !== '') out[name] = value;
  }
  return out;
}
