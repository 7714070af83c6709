/**
 * The UI alone as one classic script (vite, in memory): `ui/index.ts` with MathLive and the inlined
 * fonts, nothing of the engine or the API. Only its size is of interest (test/ui-size.browser.test.ts);
 * the UI's behavior is tested on the served calculator (support/calculator-ui.ts).
 */
import { join } from 'node:path';
import { leanMathLivePlugin } from '../../scripts/lean-mathlive';
import { subsetMathFonts } from '../../scripts/subset-math-fonts';
import { buildClassicScript, repositoryRoot } from './classic-script';

export function buildUiBundle(): Promise<string> {
  return buildClassicScript({
    source: `import { mountGraphingCalculatorUi } from ${JSON.stringify(join(repositoryRoot, 'ui/index.ts'))};
(window as any).CalculatorUi = { mountGraphingCalculatorUi };`,
    extension: 'ts',
    name: 'CalculatorUiBundle',
    minify: true,
    // MathLive and its fonts as calculator.js has them (vite.config.ts uses the same plugins).
    plugins: [leanMathLivePlugin(), subsetMathFonts()],
  });
}
