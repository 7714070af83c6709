/**
 * Size budgets (issue 8): the whole `calculator.js` stays within 600 KB gzip, and the UI with its math
 * editor and inlined fonts within its share. Both only grow on purpose: raise a number here with a reason.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildUiBundle } from './support/ui-bundle';

const KILOBYTE = 1024;
/**
 * The one script file, everything included: issue 8 gave 600 KB; issue 23 asks for 450 KB. Lowered as
 * room is made, to the measured size plus about 8 KB for the work in flight, so growth stays a decision.
 * 2026-11-25: 604,146 B gzip measured (was 614,355): the WASM inlined deflated before base64 (35 KB
 * instead of 45 KB, scripts/inline-engine-wasm.ts) and culori's CSS-only entry (15 -> 10 KB). Breakdown
 * then (gzip of each part alone, from the source maps): the worker's string 100 KB (its language 52 KB,
 * WASM 35 KB, worker code and Comlink 12 KB); on the main thread MathLive with its KaTeX fonts 290 KB,
 * the language again 53 KB, regl 32 KB, renderer-gl 29 KB, api and ui 68 KB, culori 10 KB, exifr 9 KB,
 * intl-messageformat with its parsers 10 KB, i18n 4 KB.
 * 2026-11-25, later: 564,252 B: the language once instead of twice (scripts/shared-language.ts: the
 * worker is started from the main thread's language function's source text), about -43 KB.
 * 2026-11-26: 540,665 B: the six KaTeX faces cut to the glyphs the editor draws for the language, without
 * hinting (scripts/subset-math-fonts.ts): 62 -> 38 KB.
 * 2026-11-26, later: 484,507 B: MathLive without its virtual keyboard, context menu, non-English menu
 * strings, mhchem, Typst output and static rendering (scripts/lean-mathlive.ts): 227 -> 170 KB.
 * 2026-11-26, later: 468,447 B: ES2022 output, minified by terser instead of esbuild (vite.config.ts).
 * 2026-11-26, later: 450,644 B: ICU messages formatted by i18n/icu-message.ts instead of
 * intl-messageformat (-9.5 KB), and no exifr (-8.6 KB; the browsers that run us turn JPEGs themselves).
 * 2026-11-26, later: 443,229 B: MathLive also without MathML output and the matrix popover. The budget is
 * now issue 23's goal, 450,000 B (439 KiB = 449,536 B).
 */
const CALCULATOR_BUDGET = 439 * KILOBYTE;
/**
 * The UI's share, measured 2026-11-23: 302 KB gzip, of which MathLive 226 KB, the six inlined KaTeX faces
 * 62 KB, and our UI code 13 KB.
 */
// 2026-11-25: +6 KB, the language's function registry (language/functions.ts and the operations it names),
// from which typed names become functions (ui/math-shortcuts.ts). calculator.js holds the language already
// (api/ parses on the main thread), so only this share grows, not the whole file.
// 2026-11-26: 304,612 B, the fonts cut (scripts/subset-math-fonts.ts, the same plugin as calculator.js's
// build: support/ui-bundle.ts): lowered from 326 KB. Later 247,118 B: the lean MathLive
// (scripts/lean-mathlive.ts); 240,860 B without MathML output and the matrix popover.
const UI_BUDGET = 243 * KILOBYTE;

describe('bundle size', () => {
  it('keeps calculator.js within its budget, gzip', () => {
    const bundle = readFileSync(new URL('../dist/api/v1.1/calculator.js', import.meta.url));
    expect(gzipSync(bundle).length).toBeLessThanOrEqual(CALCULATOR_BUDGET);
  });

  it('keeps the UI, editor and fonts included, within its share', async () => {
    const script = await buildUiBundle();
    const size = gzipSync(script).length;
    expect(size).toBeLessThanOrEqual(UI_BUDGET);
    // The fonts are in the file (not fetched): the Main face's woff2 signature is there as base64.
    expect(script).toContain('data:font/woff2;base64,d09GMg');
  });
});
