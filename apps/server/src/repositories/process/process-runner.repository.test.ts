import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupMembers } from '../../../test/helpers/process-group.js';
import { createProcessRunner } from './process-runner.repository.js';

const runner = createProcessRunner();
const base = { timeoutMs: 10_000, maxOutputBytes: 1024 * 1024 };

/** True while a process with this pid runs (a zombie waiting for a reaper counts as dead). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('process runner (DESIGN.md §5: own process group, timeouts, output caps)', () => {
  it('passes arguments as an array, without a shell, and collects stdout, stderr and the exit code', async () => {
    const result = await runner.run({
      ...base,
      command: 'sh',
      args: ['-c', 'printf "%s|" "$1" "$2"; echo oops >&2; exit 3', 'sh', '$(touch /tmp/x)', 'a b;c'],
    });
    expect(result).toMatchObject({
      exitCode: 3,
      stdout: '$(touch /tmp/x)|a b;c|',
      stderr: 'oops\n',
      timedOut: false,
    });
  });

  it('on timeout sends SIGTERM to the whole group, then SIGKILL after the grace period', async () => {
    // The shell ignores SIGTERM and starts a grandchild that prints its pid: both must die.
    const started = Date.now();
    const result = await runner.run({
      ...base,
      command: 'sh',
      args: ['-c', 'trap "" TERM; sleep 30 & echo $!; wait'],
      timeoutMs: 200,
      killGraceMs: 300,
    });
    expect(result.timedOut).toBe(true);
    expect(result.signal).toBe('SIGKILL');
    expect(Date.now() - started).toBeLessThan(5000);
    const grandchild = Number(result.stdout.trim());
    expect(grandchild).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(alive(grandchild)).toBe(false);
  });

  it('a process that exits on SIGTERM is not waited for until the grace period', async () => {
    const result = await runner.run({
      ...base,
      command: 'sleep',
      args: ['30'],
      timeoutMs: 100,
      killGraceMs: 20_000,
    });
    expect(result).toMatchObject({ timedOut: true, signal: 'SIGTERM' });
  });

  it('kills a process whose output passes the cap', async () => {
    const result = await runner.run({ ...base, command: 'yes', args: [], maxOutputBytes: 64 * 1024 });
    expect(result.outputExceeded).toBe(true);
    expect(result.stdout.length).toBeLessThanOrEqual(64 * 1024);
  });

  it('rejects when the program does not exist', async () => {
    await expect(runner.run({ ...base, command: '/nonexistent/ffprobe', args: [] })).rejects.toThrow(
      /ENOENT/,
    );
  });

  it('streams stdout to onStdout without keeping it, and keeps only the tail of stderr', async () => {
    const chunks: string[] = [];
    const result = await runner.run({
      ...base,
      maxOutputBytes: 1024,
      command: 'sh',
      // 200 KB on each stream: far past maxOutputBytes, which now only counts what is kept.
      args: [
        '-c',
        'head -c 200000 /dev/zero | tr "\\0" a; head -c 199990 /dev/zero | tr "\\0" b >&2; echo " the end" >&2',
      ],
      onStdout: (chunk) => chunks.push(chunk),
      stderrTailBytes: 100,
    });
    expect(result).toMatchObject({ exitCode: 0, stdout: '', outputExceeded: false, aborted: false });
    expect(chunks.join('')).toBe('a'.repeat(200_000));
    expect(result.stderr).toHaveLength(100);
    expect(result.stderr.endsWith('b the end\n')).toBe(true);
  });

  it('on abort sends SIGTERM to the group, SIGKILL after the grace period, and says aborted', async () => {
    const controller = new AbortController();
    let grandchild = 0;
    const started = Date.now();
    const run = runner.run({
      ...base,
      command: 'sh',
      args: ['-c', 'trap "" TERM; sleep 30 & echo $!; wait'],
      killGraceMs: 300,
      signal: controller.signal,
      onStdout: (chunk) => {
        grandchild = Number(chunk.trim());
        controller.abort();
      },
    });
    const result = await run;
    expect(result).toMatchObject({ aborted: true, timedOut: false, signal: 'SIGKILL' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(grandchild).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(alive(grandchild)).toBe(false);
    expect(groupMembers(result.pid ?? 0)).toEqual([]);
  });

  it('does not start a process when the signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await runner.run({ ...base, command: 'sleep', args: ['30'], signal: controller.signal });
    expect(result).toMatchObject({ aborted: true, pid: undefined, exitCode: null });
  });

  it('stops the process and rejects when onStdout throws', async () => {
    await expect(
      runner.run({
        ...base,
        command: 'sh',
        args: ['-c', 'echo hi; sleep 30'],
        onStdout: () => {
          throw new Error('parser broke');
        },
      }),
    ).rejects.toThrow('parser broke');
  });
});
