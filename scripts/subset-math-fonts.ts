/**
 * The KaTeX faces ui/math-fonts.ts inlines, cut at build time to the glyphs the math editor can draw for
 * what a row may hold (issue 23: the six faces were 62 KB of calculator.js's gzip; cut, about 35 KB).
 *
 * Which characters: MathLive's own layout (its server-side renderer, `mathlive/ssr`, the same code as the
 * editor's) draws a sample of every command the LaTeX allowlist lets through (ui/latex-safety.ts: the
 * language's Greek letters and function names, MathLive's layout commands), every printable ASCII
 * character in math and in text, and each delimiter, root and big operator at every height; the text of
 * its markup is the character set, and each face keeps those of its characters that are in it. (`\text{…}`
 * is drawn in the page's system font, not KaTeX's.) A command outside the allowlist typed in LaTeX mode
 * (`\aleph`) may fall back to the page's serif face, as Bold or Fraktur already did.
 *
 * Hinting is dropped (`noHinting`): the KaTeX faces' TrueType instructions are 20% of the files, and
 * Chromium, Firefox and Safari draw web fonts with their own light or no hinting at these sizes.
 *
 * The Vite plugin answers `…/mathlive/fonts/KaTeX_*.woff2?inline` with the cut face's data URL; the
 * subsetter is harfbuzz's, compiled to WASM (`subset-font`, runs in Node, nothing downloaded).
 */
import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { allowedLatexCommandNames, TEXT_ESCAPES } from '../ui/latex-safety';

const FONT_REQUEST = /[\\/]node_modules[\\/]mathlive[\\/]fonts[\\/](KaTeX_[\w-]+)\.woff2\?inline$/;

/** Delimiters `\left…\right` may scale; the KaTeX faces hold each size. */
const DELIMITERS = [
  '(',
  ')',
  '[',
  ']',
  '\\{',
  '\\}',
  '|',
  '\\|',
  '/',
  '\\backslash',
  '\\lfloor',
  '\\rfloor',
  '\\lceil',
  '\\rceil',
  '\\langle',
  '\\rangle',
  '\\vert',
  '\\Vert',
];

/** A fraction nested `depth` deep: content tall enough to pick each delimiter size and the stacked ones. */
function tower(depth: number): string {
  let latex = 'x';
  for (let level = 0; level < depth; level++) latex = `\\frac{${latex}}{y}`;
  return latex;
}

/** The LaTeX samples whose rendering names every character a row can show. */
export function mathFontSamples(): string[] {
  const samples: string[] = [];
  for (const name of allowedLatexCommandNames()) {
    samples.push(`\\${name}`, `\\${name}{x}{y}`, `\\displaystyle\\${name}_{a}^{b}x`);
  }
  for (let code = 0x21; code < 0x7f; code++) {
    const character = String.fromCharCode(code);
    const escaped = TEXT_ESCAPES[character] ?? character;
    samples.push(`a${escaped}b`, `\\text{${escaped}}`, `\\mathrm{${escaped}}`);
  }
  for (let depth = 0; depth <= 8; depth++) {
    for (let index = 0; index < DELIMITERS.length; index += 2) {
      samples.push(`\\left${DELIMITERS[index]}${tower(depth)}\\right${DELIMITERS[index + 1]}`);
    }
    samples.push(`\\sqrt{${tower(depth)}}`, `\\sqrt[3]{${tower(depth)}}`);
  }
  samples.push('\\placeholder{}', "f'(x)+f''(x)", 'x^{\\prime}', '2^{10}', 'x_{1}');
  return samples;
}

/** Every character MathLive's layout writes for the samples. */
export async function mathFontCharacters(): Promise<string> {
  const { convertLatexToMarkup } = await import('mathlive/ssr');
  const characters = new Set<string>();
  for (const sample of mathFontSamples()) {
    const markup = convertLatexToMarkup(sample);
    const text = markup
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, body: string) => {
        if (body.startsWith('#x') || body.startsWith('#X'))
          return String.fromCodePoint(parseInt(body.slice(2), 16));
        if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
        return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[body] ?? entity;
      });
    for (const character of text) characters.add(character);
  }
  return [...characters].sort().join('');
}

let characters: Promise<string> | undefined;
const subsets = new Map<string, Promise<string>>();

/** The face `file` (a woff2 path) cut to the editor's characters, as a woff2 data URL. */
export function subsetMathFontDataUrl(file: string): Promise<string> {
  let subset = subsets.get(file);
  if (!subset) {
    characters ??= mathFontCharacters();
    subset = characters.then(async (text) => {
      const cut = await subsetFont(readFileSync(file), text, { targetFormat: 'woff2', noHinting: true });
      return `data:font/woff2;base64,${cut.toString('base64')}`;
    });
    subsets.set(file, subset);
  }
  return subset;
}

/** Vite plugin: MathLive's KaTeX faces imported `?inline` arrive cut to the editor's characters. */
export function subsetMathFonts(): Plugin {
  return {
    name: 'subset-math-fonts',
    enforce: 'pre',
    async load(id) {
      if (!FONT_REQUEST.test(id)) return null;
      const file = id.slice(0, id.length - '?inline'.length);
      return `export default ${JSON.stringify(await subsetMathFontDataUrl(file))};`;
    },
  };
}
