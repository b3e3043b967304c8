import { spawn } from 'node:child_process';

export interface RunRequest {
  readonly command: string;
  /** Passed as an array: never through a shell. */
  readonly args: readonly string[];
  /** Wall-clock cap; on expiry the whole process group gets SIGTERM, then SIGKILL. */
  readonly timeoutMs: number;
  /**
   * Cap of the output kept in memory (stdout unless streamed, stderr unless tailed); past it the
   * process is killed the same way.
   */
  readonly maxOutputBytes: number;
  /** Delay between SIGTERM and SIGKILL (DESIGN.md §5: 3 s). */
  readonly killGraceMs?: number;
  /**
   * Streaming mode: stdout goes to this callback as UTF-8 text and is not kept (a long encode prints
   * progress for hours). If the callback throws, the process is stopped and `run` rejects with that error.
   */
  readonly onStdout?: (chunk: string) => void;
  /** Keep only the last this many bytes of stderr instead of killing the process past maxOutputBytes. */
  readonly stderrTailBytes?: number;
  /** Aborting stops the process group like a timeout does; the result then says `aborted`. */
  readonly signal?: AbortSignal;
  /** The child's whole environment (yt-dlp's carries the egress proxy lease, D82); the server's own when absent. */
  readonly env?: Readonly<Record<string, string>>;
  /** The child's working directory (yt-dlp writes its downloads relative to it). */
  readonly cwd?: string;
}

export interface RunResult {
  /** The process (and group) id, for logs; undefined when it never started (aborted before spawn). */
  readonly pid: number | undefined;
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  /** Empty in streaming mode. */
  readonly stdout: string;
  /** The whole stderr, or its last `stderrTailBytes`. */
  readonly stderr: string;
  readonly timedOut: boolean;
  readonly outputExceeded: boolean;
  readonly aborted: boolean;
}

/** Runs ffmpeg, ffprobe, sox… (DESIGN.md §3.3: the runner only runs argument arrays built elsewhere). */
export interface ProcessRunner {
  /** Resolves when the process has exited; rejects only when it could not start (e.g. not installed). */
  run(request: RunRequest): Promise<RunResult>;
}

export const KILL_GRACE_MS = 3000;

/** The last `limit` bytes written to it; memory stays near `limit` however much is written. */
class ByteTail {
  private chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly limit: number) {}

  push(data: Buffer): void {
    this.chunks.push(data);
    this.size += data.length;
    while (this.size - (this.chunks[0]?.length ?? 0) >= this.limit && this.chunks.length > 1) {
      this.size -= this.chunks.shift()?.length ?? 0;
    }
  }

  toString(): string {
    const all = Buffer.concat(this.chunks);
    return all.subarray(Math.max(0, all.length - this.limit)).toString('utf8');
  }
}

const NOT_STARTED: RunResult = {
  pid: undefined,
  exitCode: null,
  signal: null,
  stdout: '',
  stderr: '',
  timedOut: false,
  outputExceeded: false,
  aborted: true,
};

export interface ProcessRunnerOptions {
  /**
   * util-linux `setpriv`, which sets the kernel's parent-death signal (prctl PR_SET_PDEATHSIG) and then
   * execs the program in place: the child itself carries SIGKILL-on-parent-death, so a server killed
   * with no chance to clean up (SIGKILL, OOM, crash) takes its encoders with it (DESIGN.md §5; D65).
   * `false` spawns directly (only for platforms without util-linux).
   */
  readonly deathSignalWrapper?: string | false;
}

/** setpriv's own exit code and words when the program it was asked to exec is missing. */
const WRAPPER_ENOENT_EXIT = 127;
const WRAPPER_EXEC_FAILED = /^setpriv: failed to execute .*: No such file or directory/m;

/** The command line actually spawned: the program, under the parent-death wrapper when there is one. */
export function wrappedCommand(
  request: Pick<RunRequest, 'command' | 'args'>,
  wrapper: string | false,
): { readonly file: string; readonly args: readonly string[] } {
  if (wrapper === false) return { file: request.command, args: request.args };
  return { file: wrapper, args: ['--pdeathsig', 'KILL', '--', request.command, ...request.args] };
}

function notFound(command: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`spawn ${command} ENOENT`), { code: 'ENOENT', path: command });
}

/**
 * The only way the server starts a child process. Each child leads its own process group (spawn
 * detached), so a timeout or an abort kills everything it started, and dies with the server (see
 * ProcessRunnerOptions); stdin is closed; output is capped in memory, streamed, or kept as a bounded tail.
 */
export function createProcessRunner(options: ProcessRunnerOptions = {}): ProcessRunner {
  const wrapper = options.deathSignalWrapper ?? 'setpriv';
  return {
    run(request) {
      if (request.signal?.aborted) return Promise.resolve(NOT_STARTED);
      return new Promise<RunResult>((resolve, reject) => {
        const command = wrappedCommand(request, wrapper);
        const child = spawn(command.file, [...command.args], {
          detached: true,
          shell: false,
          stdio: ['ignore', 'pipe', 'pipe'],
          ...(request.env ? { env: { ...request.env } } : {}),
          ...(request.cwd ? { cwd: request.cwd } : {}),
        });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        const tail =
          request.stderrTailBytes !== undefined ? new ByteTail(request.stderrTailBytes) : undefined;
        let bytes = 0;
        let timedOut = false;
        let outputExceeded = false;
        let aborted = false;
        let callbackError: Error | undefined;
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

        const onStdout = request.onStdout;
        if (onStdout) {
          // setEncoding decodes across chunk boundaries, so a multi-byte character is never split.
          child.stdout.setEncoding('utf8');
          child.stdout.on('data', (text: string) => {
            if (callbackError !== undefined) return;
            try {
              onStdout(text);
            } catch (error) {
              callbackError = error instanceof Error ? error : new Error(`onStdout threw ${String(error)}`);
              stop();
            }
          });
        } else {
          child.stdout.on('data', collect(out));
        }
        child.stderr.on('data', tail ? (data: Buffer) => tail.push(data) : collect(err));

        const wallClock = setTimeout(() => {
          timedOut = true;
          stop();
        }, request.timeoutMs);
        const onAbort = (): void => {
          aborted = true;
          stop();
        };
        request.signal?.addEventListener('abort', onAbort, { once: true });
        const cleanUp = (): void => {
          clearTimeout(wallClock);
          if (killTimer) clearTimeout(killTimer);
          request.signal?.removeEventListener('abort', onAbort);
        };

        child.once('error', (error) => {
          cleanUp();
          reject(error);
        });
        child.once('close', (exitCode, signal) => {
          // The leader is gone; make sure nothing it started outlives it.
          if (timedOut || outputExceeded || aborted || callbackError !== undefined) killGroup('SIGKILL');
          cleanUp();
          if (callbackError !== undefined) {
            reject(callbackError);
            return;
          }
          const stderr = tail ? tail.toString() : Buffer.concat(err).toString('utf8');
          // Same contract with or without the wrapper: a program that is not installed rejects.
          if (wrapper !== false && exitCode === WRAPPER_ENOENT_EXIT && WRAPPER_EXEC_FAILED.test(stderr)) {
            reject(notFound(request.command));
            return;
          }
          resolve({
            pid: child.pid,
            exitCode,
            signal,
            stdout: Buffer.concat(out).toString('utf8'),
            stderr,
            timedOut,
            outputExceeded,
            aborted,
          });
        });
      });
    },
  };
}
