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
