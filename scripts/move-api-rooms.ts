/**
 * Moves the files of `api/` into its rooms (issue 26) and rewrites every reference to a moved file, so
 * that the move is one deterministic step that can be run again on a newer tree:
 *
 * 1. Every tracked file at the root of `api/` must be in `ROOMS` or `STAYS` below; an unknown one stops
 *    the script before anything changes (a file added since the plan needs a room chosen for it).
 * 2. Import specifiers are rewritten in every tracked code file: what TypeScript's pre-processor lists
 *    (static, `import type`, `export … from`, `import()`), `vi.mock`/`vi.importActual` and
 *    `new URL('./…', import.meta.url)`. A relative specifier is resolved against the file's old place as
 *    Vite resolves it (as written, `.ts`, `.d.ts`, `/index.ts`, `.js` for `.ts`) and written again from
 *    the file's new place to the target's new place, in the same form (no extension stays none).
 * 3. Paths spelled from the repository root (`api/lib.ts`, `'api/index.ts'`, `../api/public-api` in
 *    configs, comments and READMEs) are rewritten wherever they name a moved file; `api/README.md`'s
 *    bare file names (`lib.ts`) get their room (`surface/lib.ts`).
 * 4. The files move with `git mv`; each room's README is copied from `scripts/api-rooms/<room>.md`.
 *
 * Run from the repository root: `npx tsx scripts/move-api-rooms.ts` (`--dry-run` prints the plan).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';

/** Each room and the files it takes: a name moves with its test (`name.test.ts`) when there is one. */
const ROOMS: Readonly<Record<string, readonly string[]>> = {
  // What a page sees: the bundle entry, Lib, the page's object per line, the public types.
  surface: ['index', 'lib', 'public-surface', 'public-api', 'basic-calculators'],
  // The link to the worker and what is sent over it.
  engine: [
    'engine-client',
    'engine-host',
    'engine-quarantine',
    'engine-sync',
    'policy-warnings',
    'graph-sources',
    'helper-expressions',
    'drawable-curves',
    'point-style-rule.test',
    'random-seeds.test',
    'regression-fields.test',
    'statistical-plot-fields.test',
  ],
  // What a press or a key on the graph paper means.
  interaction: ['graph-interaction', 'point-drag', 'trace', 'points-of-interest', 'pointer-navigation'],
  // What leaves the calculator as pictures, and images coming in as files.
  output: ['async-screenshot', 'screenshot-options', 'image-layer', 'image-file'],
  // Content, settings, state, history, events, viewport math: the ground floor, it imports no room.
  model: [
    'types',
    'enums',
    'colors',
    'color-remap',
    'version-lines',
    'settings-registry',
    'graph-settings',
    'observable-settings',
    'options',
    'calculator-content',
    'content-for-tests',
    'expression-list',
    'expression-fields',
    'list-folders',
    'line-shapes',
    'row-shapes',
    'image-items',
    'saved-state',
    'state-reader',
    'history',
    'change-events',
    'observers',
    'viewport',
    'graphpaper-geometry',
    'item-model.property.test',
  ],
};

/** What stays at the root of `api/`: the calculator class, the UI's bridge and channel, and their parts. */
const STAYS = new Set([
  'README.md',
  'graphing-calculator.ts',
  'ui-bridge.ts',
  'ui-bridge.test.ts',
  'ui-channel.ts',
  'calculator-dom.ts',
  'calculator-language.ts',
  'calculator-language.test.ts',
  'calculator-types.test.ts',
  'exifr-mini.d.ts',
]);

/** This script and its READMEs name the old paths on purpose. */
const SELF = 'scripts/move-api-rooms.ts';
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|html|txt|yml|yaml)$/;

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8' });
}

/** Old path → new path of every file that moves, from the plan and the tracked files. */
function planMoves(tracked: ReadonlySet<string>): Map<string, string> {
  const moves = new Map<string, string>();
  const planned = new Set<string>();
  for (const [room, names] of Object.entries(ROOMS)) {
    for (const name of names) {
      const files = name.endsWith('.test') ? [`${name}.ts`] : [`${name}.ts`, `${name}.test.ts`];
      if (!tracked.has(`api/${files[0]}`)) throw new Error(`api/${files[0]} is in the plan but not tracked`);
      for (const file of files) {
        planned.add(file);
        if (tracked.has(`api/${file}`)) moves.set(`api/${file}`, `api/${room}/${file}`);
      }
    }
  }
  const unknown = [...tracked]
    .filter((path) => /^api\/[^/]+$/.test(path))
    .map((path) => path.slice('api/'.length))
    .filter((file) => !planned.has(file) && !STAYS.has(file));
  if (unknown.length > 0) throw new Error(`No room chosen for: ${unknown.map((f) => `api/${f}`).join(', ')}`);
  return moves;
}

/** How a specifier named its target, so that the new one is written the same way. */
type Form = 'exact' | 'no-extension' | 'no-declaration-extension' | 'folder-index' | 'js-for-ts';

function resolveTarget(
  from: string,
  specifier: string,
  tracked: ReadonlySet<string>,
  folders: ReadonlySet<string>,
): { target: string; form: Form } | undefined {
  const bare = posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\/$/, '');
  const candidates: [string, Form][] = [
    [bare, 'exact'],
    [`${bare}.ts`, 'no-extension'],
    [`${bare}.d.ts`, 'no-declaration-extension'],
    [`${bare}/index.ts`, 'folder-index'],
    [bare.replace(/\.js$/, '.ts'), 'js-for-ts'],
  ];
  const found = candidates.find(([path]) => tracked.has(path));
  if (found) return { target: found[0], form: found[1] };
  return folders.has(bare) ? { target: bare, form: 'exact' } : undefined;
}

function writeForm(path: string, form: Form): string {
  if (form === 'no-extension') return path.replace(/\.ts$/, '');
  if (form === 'no-declaration-extension') return path.replace(/\.d\.ts$/, '');
  if (form === 'folder-index') return path.replace(/\/index\.ts$/, '');
  if (form === 'js-for-ts') return path.replace(/\.ts$/, '.js');
  return path;
}

/** The specifier rewritten for the moves, or undefined when it stays as it is. */
function rewriteSpecifier(
  from: string,
  specifier: string,
  moves: ReadonlyMap<string, string>,
  tracked: ReadonlySet<string>,
  folders: ReadonlySet<string>,
): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const query = specifier.match(/[?#].*$/)?.[0] ?? '';
  const path = specifier.slice(0, specifier.length - query.length);
  const resolved = resolveTarget(from, path, tracked, folders);
  if (!resolved) return undefined;
  const newFrom = moves.get(from) ?? from;
  const newTarget = moves.get(resolved.target) ?? resolved.target;
  if (newFrom === from && newTarget === resolved.target) return undefined;
  let relative = posix.relative(posix.dirname(newFrom), writeForm(newTarget, resolved.form));
  if (!relative.startsWith('.')) relative = `./${relative}`;
  if (path.endsWith('/') && !relative.endsWith('/')) relative += '/';
  return relative + query;
}

/** Every relative specifier of a code file: [start, end) of its text inside the quotes. */
function specifierRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  const info = ts.preProcessFile(text, true, true);
  // `pos` is at or before the opening quote, depending on the TypeScript version: find the name from it.
  for (const imported of info.importedFiles) {
    const start = text.indexOf(imported.fileName, imported.pos);
    if (start >= 0) ranges.push([start, start + imported.fileName.length]);
  }
  const calls = /(?:vi\.(?:mock|doMock|unmock|importActual)\(\s*|new URL\(\s*)(['"`])(\.\.?\/[^'"`$]*)\1/g;
  for (const match of text.matchAll(calls)) {
    const start = match.index + match[0].length - 1 - match[2].length;
    if (!ranges.some(([from]) => from === start)) ranges.push([start, start + match[2].length]);
  }
  return ranges.sort((a, b) => b[0] - a[0]);
}

function rewriteCode(
  file: string,
  text: string,
  moves: ReadonlyMap<string, string>,
  tracked: ReadonlySet<string>,
  folders: ReadonlySet<string>,
): string {
  let result = text;
  for (const [start, end] of specifierRanges(text)) {
    const replacement = rewriteSpecifier(file, text.slice(start, end), moves, tracked, folders);
    if (replacement !== undefined) result = result.slice(0, start) + replacement + result.slice(end);
  }
  return result;
}

/** Paths spelled from the root (`api/lib.ts`, `../api/public-api`) that name a moved file. */
function rewriteRootPaths(text: string, moves: ReadonlyMap<string, string>): string {
  return text.replace(/(?<![\w-])api\/[\w./-]*[\w-]/g, (token) => {
    const moved = moves.get(token);
    if (moved) return moved;
    const withExtension = moves.get(`${token}.ts`);
    return withExtension ? withExtension.replace(/\.ts$/, '') : token;
  });
}

/** `api/README.md` names its files bare (`lib.ts`): they get their room. */
function rewriteBareNames(text: string, moves: ReadonlyMap<string, string>): string {
  let result = text;
  for (const [from, to] of moves) {
    if (posix.dirname(from) !== 'api') continue;
    const name = posix.basename(from).replace(/[.]/g, '\\.');
    result = result.replace(new RegExp(`(?<![\\w/.-])${name}(?![\\w-])`, 'g'), to.slice('api/'.length));
  }
  return result;
}

/** `api/README.md` gets the map of rooms before its table of files. */
function withRooms(text: string): string {
  const rooms = readFileSync('scripts/api-rooms/rooms.md', 'utf8');
  const at = text.indexOf('## Files');
  return at < 0 ? `${text.trimEnd()}\n\n${rooms}` : text.slice(0, at) + rooms + text.slice(at);
}

function main() {
  const dryRun = process.argv.includes('--dry-run');
  const trackedList = git('ls-files', '-z').split('\0').filter(Boolean);
  const tracked = new Set(trackedList.filter((path) => existsSync(path)));
  if (tracked.has('api/model/types.ts') && !tracked.has('api/types.ts')) {
    console.log('api/ is already in rooms: nothing to do.');
    return;
  }
  const folders = new Set<string>();
  for (const path of tracked) {
    for (let folder = posix.dirname(path); folder !== '.'; folder = posix.dirname(folder))
      folders.add(folder);
  }
  const moves = planMoves(tracked);
  if (dryRun) {
    for (const [from, to] of moves) console.log(`${from} -> ${to}`);
    return;
  }

  const rewritten = new Map<string, string>();
  for (const file of tracked) {
    if (!TEXT.test(file) || file === SELF || file.startsWith('scripts/api-rooms/')) continue;
    const text = readFileSync(file, 'utf8');
    let next = CODE.test(file) ? rewriteCode(file, text, moves, tracked, folders) : text;
    next = rewriteRootPaths(next, moves);
    if (file === 'api/README.md') next = withRooms(rewriteBareNames(next, moves));
    if (next !== text) rewritten.set(file, next);
  }
  // Someone's uncommitted work is never moved or rewritten under them: code stops the move, a README is
  // left as it is (its old paths named in the output, to be fixed by hand).
  const dirty = new Set(
    git('diff', '--name-only', '-z', 'HEAD', '--', ...new Set([...moves.keys(), ...rewritten.keys()]))
      .split('\0')
      .filter(Boolean),
  );
  const dirtyCode = [...dirty].filter((file) => !file.endsWith('.md'));
  if (dirtyCode.length > 0)
    throw new Error(`Uncommitted changes in: ${dirtyCode.join(', ')}; nothing moved.`);
  for (const file of dirty) rewritten.delete(file);
  if (dirty.size > 0) console.log(`Uncommitted READMEs left as they are: ${[...dirty].join(', ')}`);
  for (const room of Object.keys(ROOMS)) mkdirSync(`api/${room}`, { recursive: true });
  for (const [from, to] of moves) git('mv', from, to);
  for (const [file, text] of rewritten) writeFileSync(moves.get(file) ?? file, text);
  for (const room of Object.keys(ROOMS)) {
    copyFileSync(`scripts/api-rooms/${room}.md`, `api/${room}/README.md`);
  }
  const changed = [...rewritten.keys()].map((file) => moves.get(file) ?? file);
  const readmes = Object.keys(ROOMS).map((room) => `api/${room}/README.md`);
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changed, ...readmes], {
    stdio: 'inherit',
  });
  git('add', ...changed, ...readmes);
  const untracked = git('ls-files', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean);
  const stale = untracked.filter((file) => {
    if (!TEXT.test(file)) return false;
    const text = readFileSync(file, 'utf8');
    const code = CODE.test(file) ? rewriteCode(file, text, moves, tracked, folders) : text;
    return rewriteRootPaths(code, moves) !== text;
  });
  console.log(`Moved ${moves.size} files; rewrote references in ${rewritten.size} files.`);
  if (stale.length > 0)
    console.log(`Untracked files left as they are, naming moved paths: ${stale.join(', ')}`);
}

main();
