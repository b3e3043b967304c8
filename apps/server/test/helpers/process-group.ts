import { readdirSync, readFileSync } from 'node:fs';

/**
 * Live (non-zombie) processes of a process group, from /proc. `process.kill(-pgid, 0)` is not enough
 * here: an orphaned grandchild stays a zombie until the container's init reaps it, and still counts.
 */
export function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      // Fields after the parenthesised name: state, ppid, pgrp.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z') members.push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return members;
}

/** Live (non-zombie) ffmpeg/ffprobe/sox processes whose command line names a path inside `dir`. */
export function encodersReferencing(dir: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
      if (state === 'Z' || !/^(ffmpeg|ffprobe|sox|setpriv)$/.test(comm)) continue;
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (args.some((arg) => arg.includes(`${dir}/`))) found.push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}
