import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Processes a previous run of this server left behind (D66). The parent-death signal (process runner)
 * stops children when the server dies, but not those of a worker on a kernel or platform without it, or
 * started in the instant before the signal was armed; start-up recovery finds them by the job scratch
 * directories their command lines name, and stops them before the job runs again.
 */
export interface LeftoverProcesses {
  /**
   * SIGKILLs every process (other than this one) whose command line names a path inside one of `dirs`;
   * answers the pids it signalled. Processes of other users cannot be signalled and are skipped.
   */
  stopReferencing(dirs: readonly string[]): Promise<number[]>;
}

/** Whether any argument names `dir` or a path under it (also as `file:<path>`, ffmpeg's input form). */
export function referencesDir(args: readonly string[], dir: string): boolean {
  const root = path.resolve(dir);
  const inside = root + path.sep;
  return args.some((arg) => arg === root || arg.includes(inside));
}

export function createLeftoverProcesses(procRoot = '/proc'): LeftoverProcesses {
  return {
    async stopReferencing(dirs) {
      if (dirs.length === 0) return [];
      // Not Linux (no /proc): nothing to find; the parent-death signal is Linux-only as well.
      const names = await readdir(procRoot).catch(() => [] as string[]);
      const stopped: number[] = [];
      for (const name of names) {
        if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
        const cmdline = await readFile(path.join(procRoot, name, 'cmdline')).catch(() => undefined);
        if (!cmdline || cmdline.length === 0) continue;
        const args = cmdline.toString('utf8').split('\0');
        if (!dirs.some((dir) => referencesDir(args, dir))) continue;
        try {
          process.kill(Number(name), 'SIGKILL');
          stopped.push(Number(name));
        } catch {
          // Gone meanwhile, or another user's process.
        }
      }
      return stopped;
    },
  };
}
