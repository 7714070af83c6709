/**
 * The math editor's fonts, inlined into the one script file (an embedding page loads nothing else).
 *
 * MathLive would fetch its KaTeX fonts from `fontsDirectory`; we switch that off (math-field.ts) and
 * register, from data URLs, only the faces our language can produce: upright text and operators (Main),
 * italic variables (Math), and the four delimiter sizes for tall parentheses, roots, sums and integrals.
 * Bold, script, fraktur, typewriter, sans-serif and AMS faces (about 170 KB) are left out: nothing the
 * parser accepts is drawn in them, and a missing face falls back to the page's serif font.
 * The package's `exports` hides its fonts folder, hence the relative path. The build cuts each face to
 * the glyphs the editor draws for what a row may hold, without hinting (scripts/subset-math-fonts.ts:
 * 62 KB of gzip became 38 KB); unit tests, which build nothing, read the whole faces.
 */
import mainRegular from '../node_modules/mathlive/fonts/KaTeX_Main-Regular.woff2?inline';
import mathItalic from '../node_modules/mathlive/fonts/KaTeX_Math-Italic.woff2?inline';
import size1 from '../node_modules/mathlive/fonts/KaTeX_Size1-Regular.woff2?inline';
import size2 from '../node_modules/mathlive/fonts/KaTeX_Size2-Regular.woff2?inline';
import size3 from '../node_modules/mathlive/fonts/KaTeX_Size3-Regular.woff2?inline';
import size4 from '../node_modules/mathlive/fonts/KaTeX_Size4-Regular.woff2?inline';

const FACES: [family: string, source: string, descriptors: FontFaceDescriptors][] = [
  ['KaTeX_Main', mainRegular, {}],
  ['KaTeX_Math', mathItalic, { style: 'italic' }],
  ['KaTeX_Size1', size1, {}],
  ['KaTeX_Size2', size2, {}],
  ['KaTeX_Size3', size3, {}],
  ['KaTeX_Size4', size4, {}],
];

let registered = false;

/** Adds the inlined faces to the document once; they decode from memory, so no request is made. */
export function registerMathFonts(): void {
  if (registered || typeof FontFace === 'undefined') return;
  registered = true;
  for (const [family, source, descriptors] of FACES) {
    const face = new FontFace(family, `url(${source})`, { display: 'block', ...descriptors });
    document.fonts.add(face);
    face.load().catch(() => {
      // A face that fails to decode leaves the serif fallback in place; the editor still works.
    });
  }
}
