/**
 * Decides whether `npm start` must build first: the bundle is stale when it is missing or when any input
 * of the build is newer than it, and the build is incomplete when the reference (/docs/, written by the
 * build's last step) is missing.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders whose files go into the bundle (directly, or through the WASM and the worker). */
export const BUILD_INPUT_DIRECTORIES = [
  'api',
  'language',
  'worker',
  'engine-wasm',
  'renderer-gl',
  'ui',
  'i18n',
  // The generated declarations beside each script and the reference's pages (issue 24).
  'package',
];
/** Build configuration and the opcode registry the WASM build generates from. */
export const BUILD_INPUT_FILES = [
  'vite.config.ts',
  'scripts/inline-engine-wasm.ts',
  'scripts/shared-language.ts',
  'asconfig.json',
  'language/operations.ts',
];
/** The bundle whose age stands for the whole build: every build writes it last. */
export const BUILT_BUNDLE = 'dist/api/v1.1/calculator.js';
/** The reference's front page (`npm run build:docs`, after the bundle). */
export const BUILT_DOCS = 'dist/docs/index.html';

export interface BuildFreshness {
  stale: boolean;
  /** Why, for the console: the missing bundle or the newest input that is newer than it. */
  reason: string;
}

/**
 * Tests, notes and generated or installed folders do not change the bundle; counting them would rebuild
 * on every edit of a test.
 */
function isBuildInput(name: string): boolean {
  return !name.startsWith('.') && !name.endsWith('.test.ts') && !name.endsWith('.md');
}

function isSkippedDirectory(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules' || name === 'test';
}

function listFiles(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!isSkippedDirectory(entry.name)) files.push(...listFiles(path));
    } else if (entry.isFile() && isBuildInput(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

/** Compares the modification times of the build inputs under `rootDirectory` with the built bundle's. */
export function checkBuildFreshness(rootDirectory: string): BuildFreshness {
  const bundle = join(rootDirectory, BUILT_BUNDLE);
  if (!existsSync(bundle)) return { stale: true, reason: `${BUILT_BUNDLE} is missing` };
  if (!existsSync(join(rootDirectory, BUILT_DOCS)))
    return { stale: true, reason: `${BUILT_DOCS} is missing` };
  const bundleTime = statSync(bundle).mtimeMs;

  const inputs = [
    ...BUILD_INPUT_DIRECTORIES.map((name) => join(rootDirectory, name))
      .filter((path) => existsSync(path))
      .flatMap(listFiles),
    ...BUILD_INPUT_FILES.map((name) => join(rootDirectory, name)).filter((path) => existsSync(path)),
  ];
  let newest: { path: string; time: number } | undefined;
  for (const path of inputs) {
    const time = statSync(path).mtimeMs;
    if (time > bundleTime && (newest === undefined || time > newest.time)) newest = { path, time };
  }
  if (newest === undefined) return { stale: false, reason: `${BUILT_BUNDLE} is up to date` };
  return { stale: true, reason: `${relative(rootDirectory, newest.path)} is newer than ${BUILT_BUNDLE}` };
}
