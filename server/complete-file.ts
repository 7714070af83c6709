/**
 * Reads build output only once it is completely written.
 *
 * The bundle is written by Vite (and copied to the older version lines by a plugin) in place, not by a
 * rename, so a request that arrives during a build could read half a file; served with a five-minute
 * Cache-Control and kept in memory, that half file would break pages long after the build ended. Vite
 * writes each file in one call, so a file is taken as complete when it has stopped changing: its
 * modification time is already `settleMs` in the past, or two looks `settleMs` apart see the same
 * modification time, size and inode. The read itself goes through one open descriptor whose status must
 * match before and after reading, so a file replaced or extended during the read is read again. A file
 * that keeps changing for `timeoutMs` is reported as `BuildInProgressError` (a 503, never cached).
 */
import { open, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';

export interface CompleteFile {
  /** Modification time, size and inode: changes whenever the file is rewritten or replaced. */
  fileVersion: string;
  bytes: Buffer;
}

export interface SettleOptions {
  /** How long a file must stay unchanged before it is read. */
  settleMs: number;
  /** How long to wait for a changing file before giving up with BuildInProgressError. */
  timeoutMs: number;
}

/** The file kept changing for the whole wait: a build is writing it. */
export class BuildInProgressError extends Error {}

export function describeFileVersion(details: Pick<Stats, 'mtimeMs' | 'size' | 'ino'>): string {
  return `${details.mtimeMs}:${details.size}:${details.ino}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function statIfExists(path: string): Promise<Stats | undefined> {
  try {
    return await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Waits until `path` has not changed for `settleMs`, then reads it; undefined when it does not exist or
 * is not a regular file.
 */
export async function readCompleteFile(
  path: string,
  options: SettleOptions,
): Promise<CompleteFile | undefined> {
  const deadline = Date.now() + options.timeoutMs;
  let details = await statIfExists(path);
  for (;;) {
    if (details === undefined || !details.isFile()) return undefined;
    // A modification time in the future (a clock step, `touch -d`) says nothing about age: it must settle.
    if (Date.now() - details.mtimeMs < options.settleMs) {
      await sleep(options.settleMs);
      const again = await statIfExists(path);
      if (again === undefined || describeFileVersion(again) !== describeFileVersion(details)) {
        if (Date.now() > deadline) throw new BuildInProgressError(`${path} is still being written`);
        details = again;
        continue;
      }
    }
    const read = await readIfUnchanged(path, details);
    if (read !== undefined) return read;
    if (Date.now() > deadline) throw new BuildInProgressError(`${path} is still being written`);
    details = await statIfExists(path);
  }
}

/** Reads through one descriptor; undefined when the file is not the one `expected` described. */
async function readIfUnchanged(path: string, expected: Stats): Promise<CompleteFile | undefined> {
  const fileVersion = describeFileVersion(expected);
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    if (describeFileVersion(await handle.stat()) !== fileVersion) return undefined;
    const bytes = await handle.readFile();
    if (describeFileVersion(await handle.stat()) !== fileVersion) return undefined;
    return { fileVersion, bytes };
  } finally {
    await handle.close();
  }
}
