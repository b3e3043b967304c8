import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const lib = path.join(import.meta.dirname, 'lib.sh');

/** Runs a snippet after sourcing lib.sh as an unprivileged user (setpriv from util-linux). */
function asNobody(snippet) {
  return spawnSync(
    'setpriv',
    ['--reuid=65534', '--regid=65534', '--clear-groups', 'bash', '-c', `source '${lib}'; ${snippet}`],
    { encoding: 'utf8' },
  );
}

describe('npm start set-up step (scripts/lib.sh)', () => {
  it('without root, prints the exact apt-get line for what is missing and exits non-zero', () => {
    const r = asNobody('ensure_packages bash mediaforge-no-such-package');
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      'apt-get update && apt-get install -y --no-install-recommends mediaforge-no-such-package\n',
    );
    // Installed packages are not asked for again.
    expect(r.stdout).not.toMatch(/install[^\n]* bash\b/);
  });

  it('does nothing when every package is installed', () => {
    const r = asNobody('ensure_packages bash coreutils && echo fine');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('fine\n');
  });

  it('names the runtime packages the issue asks for', () => {
    const r = spawnSync('bash', ['-c', `source '${lib}'; echo "\${RUNTIME_PACKAGES[*]}"`], {
      encoding: 'utf8',
    });
    expect(r.stdout.trim().split(' ')).toEqual([
      'ffmpeg',
      'yt-dlp',
      'sox',
      'libsox-fmt-base',
      'libopencore-amrnb0',
      'util-linux',
    ]);
  });
});
