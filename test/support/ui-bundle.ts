/**
 * The UI alone as one classic script (vite, in memory): `ui/index.ts` with MathLive and the inlined
 * fonts, nothing of the engine or the API. Only its size is of interest (test/ui-size.browser.test.ts);
 * the UI's behavior is tested on the served calculator (support/calculator-ui.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function buildUiBundle(): Promise<string> {
  const directory = mkdtempSync(join(tmpdir(), 'ui-bundle-'));
  const entry = join(directory, 'entry.ts');
  writeFileSync(
    entry,
    `import { mountGraphingCalculatorUi } from ${JSON.stringify(join(root, 'ui/index.ts'))};
(window as any).CalculatorUi = { mountGraphingCalculatorUi };`,
  );
  try {
    const result = (await build({
      configFile: false,
      root,
      logLevel: 'silent',
      publicDir: false,
      build: {
        write: false,
        minify: true,
        target: 'es2020',
        lib: { entry, formats: ['iife'], name: 'CalculatorUiBundle', fileName: () => 'ui.js' },
      },
    })) as Rollup.RollupOutput[];
    const chunk = result[0].output.find((file) => file.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('The UI bundle build produced no script.');
    return chunk.code;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
