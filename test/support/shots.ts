/**
 * Where browser tests write screenshots for a person to look at: under the repo's git-ignored
 * test/output/, so a fresh clone needs no directory made beforehand and nothing lands outside the repo.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const outputRoot = resolve(import.meta.dirname, '../output');

/** The path of screenshot `name` in group `group` (a folder under test/output/), its folder made. */
export function shotPath(group: string, name: string): string {
  const directory = join(outputRoot, group);
  mkdirSync(directory, { recursive: true });
  return join(directory, name);
}
