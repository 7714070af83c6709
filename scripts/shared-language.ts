/**
 * The language (language/) once in calculator.js instead of twice (issue 23: it was 52 KB gzip on each
 * side). The main thread needs all of it (api/ parses, and `latexConstant` runs the whole analysis), and
 * so does the engine worker, which is a separate script inside the bundle. So the language is built once
 * into one self-contained function, `languageFactory`, that returns its modules' namespaces:
 *
 * - the main thread calls it, and every import of a language module from outside language/ reads that
 *   module's exports from the result (`\0shared-language:<file>`);
 * - the worker is built without the language: its imports read the same namespaces from
 *   `self.__calculatorLanguage`, and the main thread starts the worker from a blob that begins with
 *   `self.__calculatorLanguage = (<languageFactory's source text>)();` (Function.prototype.toString gives
 *   a function's exact source), then the worker's own code. The bundle stays one script and one request.
 *
 * The factory is self-contained by construction: Rollup bundles it as an IIFE whose helpers are inside
 * it, at the final target, so the outer build's minifier has nothing to lower or hoist out of it.
 * Nothing is evaluated from a string on the main thread (a page's CSP may forbid eval); the worker's
 * blob is a script like the one Vite's inline worker made before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { inlineEngineWasm } from './inline-engine-wasm';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGE_DIRECTORY = join(ROOT, 'language');
/** Folders whose code may import the language (DESIGN.md's table); tests are not bundled. */
const IMPORTING_DIRECTORIES = ['api', 'ui', 'worker', 'renderer-gl', 'i18n', 'engine-wasm'];
const FACTORY_GLOBAL = '__calculatorLanguageFactory';
/** Where the worker finds the namespaces (set by the blob's first statement). */
const WORKER_GLOBAL = '__calculatorLanguage';
/**
 * A path-like id, not a `\0` one: Rollup drops the source map a `\0` module's load returns. Nothing is
 * written there.
 */
const RUNTIME_ID = join(ROOT, 'build/shared-language-runtime.js');
const MODULE_PREFIX = '\0shared-language:';
const WORKER_REQUEST = /(^|\/)worker\/engine\.worker(\.ts)?\?worker&inline$/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** The language files imported from outside language/ (type imports included: harmless). */
export function languageEntryFiles(root = ROOT): string[] {
  const found = new Set<string>();
  for (const folder of IMPORTING_DIRECTORIES) {
    for (const file of sourceFiles(join(root, folder))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.[^']*\/language\/[^']+)'/g)) {
        const target = resolve(dirname(file), match[1]);
        found.add(target.endsWith('.ts') ? target : `${target}.ts`);
      }
    }
  }
  return [...found].sort();
}

/** A namespace key per language file: its path under language/ without `.ts`. */
function keyOf(file: string): string {
  return relative(LANGUAGE_DIRECTORY, file).replace(/\.ts$/, '').split(sep).join('/');
}

function isLanguageFile(path: string): boolean {
  return path.startsWith(LANGUAGE_DIRECTORY + sep);
}

/** The one script of a nested `build({ write: false })`. */
function onlyChunk(result: Awaited<ReturnType<typeof build>>, what: string): Rollup.OutputChunk {
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs[0]?.output?.find((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error(`The ${what} build produced no script.`);
  return chunk;
}

export interface SharedLanguage {
  /** `export function languageFactory() { … }` and the namespaces it returns, evaluated once. */
  code: string;
  map: Rollup.SourceMap | null;
  /** Export names per namespace key. */
  exports: Map<string, string[]>;
}

/** A build's `build.target` as Vite resolved it; the nested builds use the same one. */
export type BuildTarget = string | string[];

export async function buildSharedLanguage(target: BuildTarget = 'es2020'): Promise<SharedLanguage> {
  const files = languageEntryFiles();
  const entry = files.map(
    (file) => `export * as ${JSON.stringify(keyOf(file))} from ${JSON.stringify(file)};`,
  );
  const entryId = '\0shared-language-entry';
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    plugins: [
      {
        name: 'shared-language-entry',
        resolveId: (id) => (id === entryId ? id : undefined),
        load: (id) => (id === entryId ? entry.join('\n') : undefined),
      },
    ],
    build: {
      write: false,
      sourcemap: true,
      // The outer build's target: one it would have to lower further would put helpers (class fields'
      // `__publicField`) outside the factory, and the worker, which runs the factory's text, lacks them.
      target,
      // calculator.js's build minifies it; unminified here, its lines keep the source map's line starts,
      // which are all Rollup traces a loaded module's map through.
      minify: false,
      rollupOptions: {
        // Vite drops an app entry's exports by default; the factory returns them.
        preserveEntrySignatures: 'strict',
        input: entryId,
        output: { format: 'iife', name: FACTORY_GLOBAL, inlineDynamicImports: true },
      },
    },
  });
  const chunk = onlyChunk(result, 'shared language');
  // Evaluated here, in Node, only to read each namespace's export names.
  const namespaces = new Function(`${chunk.code}\nreturn ${FACTORY_GLOBAL};`)() as Record<string, object>;
  const exports = new Map(Object.entries(namespaces).map(([key, value]) => [key, Object.keys(value)]));
  // Its own first line, so the chunk's source map only moves down one line (the leading ';').
  const code = `export function languageFactory() {\n${chunk.code}\nreturn ${FACTORY_GLOBAL};\n}\nexport const sharedLanguage = languageFactory();\n`;
  // Sources made absolute (the nested build wrote them relative to its unwritten dist/assets/), so the
  // outer build maps the factory's code back to language/ in calculator.js.map.
  const outputDirectory = join(ROOT, 'dist', dirname(chunk.fileName));
  const map = chunk.map
    ? {
        ...chunk.map,
        sources: chunk.map.sources.map((source) => resolve(outputDirectory, source)),
        mappings: `;${chunk.map.mappings}`,
      }
    : null;
  return { code, map: map as Rollup.SourceMap | null, exports };
}

/** `export const { a, b } = <namespace expression>;` for one language file. */
function namespaceModule(shared: SharedLanguage, key: string, namespace: string, header = ''): string {
  const names = shared.exports.get(key);
  if (!names) throw new Error(`language/${key}.ts is imported from outside language/ but not shared`);
  return `${header}const namespace = ${namespace}[${JSON.stringify(key)}];\n${names
    .map((name) => `export const ${name} = namespace.${name};`)
    .join('\n')}\n`;
}

/** Resolves an import to a language file path (absolute, `.ts`), or undefined when it is not one. */
function languageTarget(source: string, importer: string | undefined): string | undefined {
  if (!importer || !source.startsWith('.') || isLanguageFile(importer) || importer.startsWith('\0'))
    return undefined;
  const target = resolve(dirname(importer), source);
  const file = target.endsWith('.ts') ? target : `${target}.ts`;
  return isLanguageFile(file) ? file : undefined;
}

/** The worker's build: its language imports read `self.__calculatorLanguage`. */
async function buildWorker(shared: SharedLanguage, wasmPath: string, target: BuildTarget): Promise<string> {
  const workerLanguage: Plugin = {
    name: 'worker-language-from-global',
    enforce: 'pre',
    resolveId(source, importer) {
      const file = languageTarget(source, importer);
      return file ? MODULE_PREFIX + keyOf(file) : undefined;
    },
    load(id) {
      if (!id.startsWith(MODULE_PREFIX)) return undefined;
      return namespaceModule(shared, id.slice(MODULE_PREFIX.length), `self.${WORKER_GLOBAL}`);
    },
  };
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    plugins: [workerLanguage, inlineEngineWasm(wasmPath)],
    build: {
      write: false,
      sourcemap: false,
      target,
      minify: true,
      rollupOptions: {
        input: join(ROOT, 'worker/engine.worker.ts'),
        output: { format: 'iife', inlineDynamicImports: true },
      },
    },
  });
  return onlyChunk(result, 'engine worker').code;
}

/** The module `new EngineWorker()` comes from in api/engine/engine-client.ts, as Vite's inline worker was. */
function workerModule(workerCode: string): string {
  return `import { languageFactory } from ${JSON.stringify(RUNTIME_ID)};
const workerCode = ${JSON.stringify(workerCode)};
export default function EngineWorker(options) {
  const blob = new Blob(
    ['self.${WORKER_GLOBAL} = (', languageFactory.toString(), ')();\\n', workerCode],
    { type: 'text/javascript;charset=utf-8' },
  );
  const url = (self.URL || self.webkitURL).createObjectURL(blob);
  try {
    const worker = new Worker(url, { name: options?.name });
    worker.addEventListener('error', () => (self.URL || self.webkitURL).revokeObjectURL(url));
    // The URL lives as long as the worker: it starts its pool threads from it (worker/implicit-pool.ts).
    worker.terminate = () => {
      (self.URL || self.webkitURL).revokeObjectURL(url);
      Worker.prototype.terminate.call(worker);
    };
    return worker;
  } catch (error) {
    (self.URL || self.webkitURL).revokeObjectURL(url);
    throw error;
  }
}
`;
}

/**
 * The plugin for calculator.js (and every build that bundles api/engine/engine-client.ts): the language as one
 * shared factory, and `../worker/engine.worker?worker&inline` as a worker started from it.
 */
export function sharedLanguage(wasmPath: string): Plugin {
  let shared: Promise<SharedLanguage> | undefined;
  let target: BuildTarget = 'es2020';
  const sharedOnce = () => (shared ??= buildSharedLanguage(target));
  let worker: Promise<string> | undefined;
  const WORKER_ID = '\0shared-language-engine-worker';
  return {
    name: 'shared-language',
    enforce: 'pre',
    configResolved(config) {
      target = config.build.target === false ? 'esnext' : config.build.target;
    },
    buildStart() {
      // Fresh for every build (watch mode included): the language or the worker may have changed.
      shared = undefined;
      worker = undefined;
      for (const file of languageEntryFiles()) this.addWatchFile(file);
    },
    resolveId(source, importer) {
      if (source === RUNTIME_ID) return RUNTIME_ID;
      if (WORKER_REQUEST.test(source)) return WORKER_ID;
      const file = languageTarget(source, importer);
      return file ? MODULE_PREFIX + keyOf(file) : undefined;
    },
    async load(id) {
      if (id === RUNTIME_ID) {
        const { code, map } = await sharedOnce();
        return { code, map };
      }
      if (id === WORKER_ID) {
        worker ??= sharedOnce().then((language) => buildWorker(language, wasmPath, target));
        return workerModule(await worker);
      }
      if (!id.startsWith(MODULE_PREFIX)) return undefined;
      return namespaceModule(
        await sharedOnce(),
        id.slice(MODULE_PREFIX.length),
        'sharedLanguage',
        `import { sharedLanguage } from ${JSON.stringify(RUNTIME_ID)};\n`,
      );
    },
  };
}
