/**
 * Builds a test entry into one classic script with vite, in memory: the form a page loads with a plain
 * `<script>`, for harnesses that load a part of the code without the served calculator.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type PluginOption, type Rollup } from 'vite';

/** The repository root, for entries that import its modules by absolute path. */
export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function buildClassicScript(options: {
  /** The entry's source; `.ts` or `.js` by `extension`. */
  source: string;
  extension: 'ts' | 'js';
  /** The IIFE's global name (unused by the harnesses, required by vite's library mode). */
  name: string;
  minify: boolean;
  /** Build plugins the served script's build also uses (ui-bundle.ts: the cut math fonts). */
  plugins?: PluginOption[];
}): Promise<string> {
  const directory = mkdtempSync(join(tmpdir(), 'classic-script-'));
  const entry = join(directory, `entry.${options.extension}`);
  writeFileSync(entry, options.source);
  try {
    const result = (await build({
      configFile: false,
      root: repositoryRoot,
      logLevel: 'silent',
      publicDir: false,
      plugins: options.plugins,
      build: {
        write: false,
        minify: options.minify,
        target: 'es2020',
        lib: { entry, formats: ['iife'], name: options.name, fileName: () => 'script.js' },
      },
    })) as Rollup.RollupOutput[];
    const chunk = result[0].output.find((file) => file.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error(`The ${options.name} build produced no script.`);
    return chunk.code;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
