import { spawn } from 'node:child_process';

export interface RunRequest {
  readonly command: string;
  /** Passed as an array: never through a shell. */
  readonly args: readonly string[];
  /** Wall-clock cap; on expiry the whole process group gets SIGTERM, then SIGKILL. */
  readonly timeoutMs: number;
  /** Cap of stdout plus stderr; past it the process is killed the same way. */
  readonly maxOutputBytes: number;
  /** Delay between SIGTERM and SIGKILL (DESIGN.md §5: 3 s). */
  readonly killGraceMs?: number;
}

export interface RunResult {
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
  readonly outputExceeded: boolean;
}

/** Runs ffmpeg, ffprobe, sox… (DESIGN.md §3.3: the runner only runs argument arrays built elsewhere). */
export interface ProcessRunner {
  /** Resolves when the process has exited; rejects only when it could not start (e.g. not installed). */
  run(request: RunRequest): Promise<RunResult>;
}

export const KILL_GRACE_MS = 3000;

/**
 * Each child leads its own process group (spawn detached), so a timeout kills everything it started;
 * stdin is closed; output is capped in memory.
 */
export function createProcessRunner(): ProcessRunner {
  return {
    run(request) {
      return new Promise<RunResult>((resolve, reject) => {
        const child = spawn(request.command, [...request.args], {
          detached: true,
          shell: false,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        let bytes = 0;
        let timedOut = false;
        let outputExceeded = false;
        let killTimer: NodeJS.Timeout | undefined;

        const killGroup = (signal: NodeJS.Signals): void => {
          if (child.pid === undefined) return;
          try {
            process.kill(-child.pid, signal);
          } catch {
            // The group is already gone.
          }
        };
        const stop = (): void => {
          if (killTimer) return;
          killGroup('SIGTERM');
          killTimer = setTimeout(() => killGroup('SIGKILL'), request.killGraceMs ?? KILL_GRACE_MS);
        };
        const collect = (into: Buffer[]) => (data: Buffer) => {
          bytes += data.length;
          if (bytes > request.maxOutputBytes) {
            outputExceeded = true;
            stop();
            return;
          }
          into.push(data);
        };
        child.stdout.on('data', collect(out));
        child.stderr.on('data', collect(err));

        const wallClock = setTimeout(() => {
          timedOut = true;
          stop();
        }, request.timeoutMs);

        child.once('error', (error) => {
          clearTimeout(wallClock);
          if (killTimer) clearTimeout(killTimer);
          reject(error);
        });
        child.once('close', (exitCode, signal) => {
          clearTimeout(wallClock);
          // The leader is gone; make sure nothing it started outlives it.
          if (timedOut || outputExceeded) killGroup('SIGKILL');
          if (killTimer) clearTimeout(killTimer);
          resolve({
            exitCode,
            signal,
            stdout: Buffer.concat(out).toString('utf8'),
            stderr: Buffer.concat(err).toString('utf8'),
            timedOut,
            outputExceeded,
          });
        });
      });
    },
  };
}
