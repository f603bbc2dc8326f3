/**
 * CPU time a local server process has used (Linux /proc): the room's own cost
 * per message, which the other processes on a shared machine barely move,
 * unlike latencies and ceilings.
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The process listening on a loopback TCP port, or null where /proc cannot tell. */
export function listenerPid(port) {
  try {
    const hex = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const cols = line.trim().split(/\s+/);
        // state 0A = LISTEN
        if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A') inodes.add(`socket:[${cols[9]}]`);
      }
    }
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let fds;
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
        } catch {
          /* gone meanwhile */
        }
      }
    }
  } catch {
    /* not Linux */
  }
  return null;
}

/** User + system CPU seconds of a process so far (NaN when unknown). */
export function cpuSeconds(pid) {
  try {
    // the command name may hold spaces: the fields start after its closing parenthesis
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
