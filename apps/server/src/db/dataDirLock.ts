import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

/** What the lock file holds: who opened the folder, and when that process started. */
interface LockOwner {
  pid: number;
  /** The owner's process start, ms since the epoch: a live process with the same pid but another start is a reused pid. */
  startedAt: number;
  command: string;
}

/** Thrown when another live process has the folder open; its message says who and what to do. */
export class DataDirLocked extends Error {
  constructor(
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    super(
      `the embedded database is in use by process ${owner.pid} (${owner.command}, started ` +
        `${new Date(owner.startedAt).toISOString()}); lock file ${lockFile}. Stop that process first ` +
        '(an operator command on the embedded database runs while the server is stopped), or use PostgreSQL (DATABASE_URL).',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

const ownStart = Math.round(Date.now() - process.uptime() * 1000);

/** Start time of a process from /proc (Linux), undefined where it cannot be read. */
function processStart(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses); starttime is field 22.
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1]);
    // USER_HZ is 100 on every Linux build Node runs on.
    const start = bootSeconds * 1000 + ticks * 10;
    return Number.isFinite(start) ? start : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = processStart(owner.pid);
  // Clocks and /proc's tick rounding differ by milliseconds; a reused pid started much later.
  return start === undefined || Math.abs(start - owner.startedAt) < 5_000;
}

function readOwner(file: string): { text: string; owner: LockOwner | undefined } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as LockOwner;
    return Number.isInteger(parsed.pid) ? { text, owner: parsed } : { text, owner: undefined };
  } catch {
    // A crash between creating and writing the file leaves it empty: nobody owns it.
    return { text, owner: undefined };
  }
}

/**
 * Locks an embedded database folder for this process: `<folder>.lock`, created with O_EXCL so two
 * starts cannot both win, holding the pid and its start time. Two processes on one PGlite folder each
 * believe they are its only user; the operator command did that beside the server, read stale data,
 * and left a folder that never opened again. A lock whose process is gone (kill -9, a crash, a reused
 * pid) is taken over; one held by a live process throws DataDirLocked.
 */
export function lockDataDir(folder: string, command = process.argv.slice(1).join(' ')): DataDirLock {
  const file = `${folder}.lock`;
  const mine = JSON.stringify({ pid: process.pid, startedAt: ownStart, command } satisfies LockOwner);
  for (;;) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readOwner(file);
    if (found === undefined) continue;
    if (found.owner !== undefined && isAlive(found.owner)) throw new DataDirLocked(file, found.owner);
    // Move the stale lock aside rather than deleting it: if another starter replaced it meanwhile,
    // what was moved is not the file judged stale, and it goes back.
    const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      fs.renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (fs.readFileSync(aside, 'utf8') !== found.text) {
      try {
        fs.linkSync(aside, file);
      } catch {
        // A third starter already holds the name; the loop meets its lock.
      }
    }
    fs.rmSync(aside, { force: true });
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    // Only our own lock: never one a later process took over after judging ours stale.
    if (readOwner(file)?.text === mine) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}
