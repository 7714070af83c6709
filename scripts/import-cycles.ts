/**
 * Import circles among the repository's TypeScript files, as `madge --circular --extensions ts` finds
 * them, without adding madge and its tree of parsers: TypeScript's own pre-processor lists each file's
 * imports (static, `import type`, `export … from`, dynamic `import()`; comments and strings ignored),
 * relative specifiers are resolved as Vite resolves them (`.ts`, `/index.ts`, a `?worker` query
 * dropped), and Tarjan's algorithm groups the files into strongly connected components. A component of
 * two or more files (or a file importing itself) is a circle; for each, one cycle through it is spelled
 * out, so a failure names the imports to look at.
 *
 * Type-only imports count, as in madge: a type circle is still two files that cannot be understood,
 * moved or tested one without the other.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Folders never walked: dependencies anywhere; build and test output at their places (`api/output/` is code). */
const SKIPPED_NAMES = new Set(['node_modules']);
const SKIPPED_PATHS = new Set(['dist', 'build', 'test/output']);

export interface ImportCircle {
  /** The component's files, relative to the root with `/`, sorted. */
  readonly files: readonly string[];
  /** One cycle through the component: each file imports the next, the last the first. */
  readonly cycle: readonly string[];
}

function typeScriptFiles(root: string, directory = root, found: string[] = []): string[] {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    const fromRoot = relative(root, path).split(sep).join('/');
    if (SKIPPED_NAMES.has(name) || SKIPPED_PATHS.has(fromRoot) || name.startsWith('.')) continue;
    if (statSync(path).isDirectory()) typeScriptFiles(root, path, found);
    else if (name.endsWith('.ts')) found.push(path);
  }
  return found;
}

/** The file a relative specifier names, or undefined when it is not a TypeScript file of ours. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const bare = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [
    bare,
    `${bare}.ts`,
    `${bare}.d.ts`,
    join(bare, 'index.ts'),
    bare.replace(/\.js$/, '.ts'),
  ];
  return candidates.find((candidate) => candidate.endsWith('.ts') && existsSync(candidate));
}

/** Each file's imports of other files under `root`. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const name = (path: string) => relative(root, path).split(sep).join('/');
  for (const file of typeScriptFiles(root)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((imported) => resolveSpecifier(file, imported.fileName))
      .filter((target): target is string => target !== undefined);
    graph.set(name(file), [...new Set(targets.map(name))]);
  }
  return graph;
}

/** Tarjan's strongly connected components, iterative so a deep chain of imports cannot overflow. */
function components(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        found.push(component);
      }
    }
  }
  return found;
}

/** A shortest cycle from `start` back to itself inside `members` (breadth first). */
function cycleThrough(
  graph: ReadonlyMap<string, readonly string[]>,
  members: ReadonlySet<string>,
  start: string,
) {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const cycle = [node];
        while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0])!);
        return cycle;
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

export function findImportCircles(graph: ReadonlyMap<string, readonly string[]>): ImportCircle[] {
  return components(graph)
    .filter((component) => component.length > 1 || (graph.get(component[0]) ?? []).includes(component[0]))
    .map((component) => {
      const files = [...component].sort();
      return { files, cycle: cycleThrough(graph, new Set(files), files[0]) };
    })
    .sort((a, b) => a.files[0].localeCompare(b.files[0]));
}

/**
 * The room of a file of `api/`: its first folder under `api/` (`api/model/types.ts` is in `api/model`),
 * or `api` for the files at its root (the calculator class and its bridge); undefined outside `api/`.
 */
export function apiRoom(file: string): string | undefined {
  if (!file.startsWith('api/')) return undefined;
  const parts = file.split('/');
  return parts.length > 2 ? `api/${parts[1]}` : 'api';
}

/**
 * The graph of rooms: an edge from a room to each other room one of its files imports. Tests
 * (`*.test.ts`) are left out: nothing imports them, so they close no circle of files, and a test may read
 * a room above the file it tests (a fixture through the whole model, say).
 */
export function roomGraph(
  graph: ReadonlyMap<string, readonly string[]>,
  roomOf: (file: string) => string | undefined = apiRoom,
): Map<string, string[]> {
  const rooms = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const room = roomOf(file);
    if (room === undefined || file.endsWith('.test.ts')) continue;
    const edges = rooms.get(room) ?? new Set<string>();
    rooms.set(room, edges);
    for (const target of targets) {
      const targetRoom = roomOf(target);
      if (targetRoom !== undefined && targetRoom !== room) edges.add(targetRoom);
    }
  }
  return new Map([...rooms].map(([room, edges]) => [room, [...edges].sort()]));
}
