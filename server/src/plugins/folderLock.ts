import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export class FolderLockedError extends Error {
  override name = 'FolderLockedError';
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** locks this process holds: a lock file naming our own pid is otherwise stale (a restarted container reuses pids) */
const heldHere = new Set<string>();

/**
 * Takes a lock file holding this process's pid, so two processes never open one PGlite folder (which
 * corrupts it). A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function acquireFolderLock(lockFile: string, pid: number = process.pid): () => void {
  if (heldHere.has(lockFile)) {
    throw new FolderLockedError(
      `The database folder is already open in this process (lock file ${lockFile}).`,
    );
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockFile, String(pid), { flag: 'wx' });
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(pid)) unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(lockFile, 'utf8').trim());
    } catch {
      continue; // released between our write and read
    }
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder)) {
      throw new FolderLockedError(
        `The database folder is in use by process ${holder} (lock file ${lockFile}). ` +
          'Stop that server first, or give this one another DATA_DIR.',
      );
    }
    try {
      unlinkSync(lockFile); // stale: its process is gone
    } catch {
      // someone else removed it first; try again
    }
  }
  throw new FolderLockedError(`Could not take the lock file ${lockFile}`);
}
