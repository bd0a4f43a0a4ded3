import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError } from '../../src/plugins/folderLock.js';

const lockFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'lock-')), 'pglite.lock');

describe('PGlite folder lock', () => {
  it('writes our pid and removes the file on release', () => {
    const file = lockFile();
    const release = acquireFolderLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a folder held by another live process, naming it', async () => {
    const file = lockFile();
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(file, String(other.pid));
      expect(() => acquireFolderLock(file)).toThrow(FolderLockedError);
      expect(() => acquireFolderLock(file)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    const file = lockFile();
    const gone = spawn('true');
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(file, String(gone.pid));
    const release = acquireFolderLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('refuses a second open of the same folder inside one process', () => {
    const file = lockFile();
    const release = acquireFolderLock(file);
    expect(() => acquireFolderLock(file)).toThrow(/already open in this process/);
    release();
  });
});
