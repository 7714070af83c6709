/**
 * The cut KaTeX faces still hold every glyph the editor draws for the language's symbols: each is drawn
 * by MathLive's layout (`mathlive/ssr`), each character is charged to the face its span's class selects
 * (MathLive's stylesheet: ML__cmr is Main, ML__mathit Math, ML__delim-sizeN SizeN, ML__small-op Size1,
 * ML__large-op Size2), and wherever the full face has that character, the cut face must have it too.
 * The symbols come from the language's own tables (Greek letters, function registry, the commands the
 * grammar knows), not from the subsetter's sample list.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Blob, Face } from 'harfbuzzjs';
import { convertLatexToMarkup } from 'mathlive/ssr';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { functionNames } from '../language/functions';
import { isKnownCommand } from '../language/grammar';
import { GREEK_LETTERS } from '../language/symbols';
import { allowedLatexCommandNames } from '../ui/latex-safety';
import { subsetMathFontDataUrl } from './subset-math-fonts';

const FACES = [
  'Main-Regular',
  'Math-Italic',
  'Size1-Regular',
  'Size2-Regular',
  'Size3-Regular',
  'Size4-Regular',
];
const fontPath = (face: string) =>
  fileURLToPath(new URL(`../node_modules/mathlive/fonts/KaTeX_${face}.woff2`, import.meta.url));

const FACE_OF_CLASS: Record<string, string> = {
  ML__cmr: 'Main-Regular',
  'ML__small-delim': 'Main-Regular',
  'ML__accent-body': 'Main-Regular',
  ML__mathit: 'Math-Italic',
  'ML__delim-size1': 'Size1-Regular',
  'ML__delim-size2': 'Size2-Regular',
  'ML__delim-size3': 'Size3-Regular',
  'ML__delim-size4': 'Size4-Regular',
  'ML__small-op': 'Size1-Regular',
  'ML__large-op': 'Size2-Regular',
};

async function codePoints(woff2: Buffer): Promise<Set<number>> {
  const sfnt = await subsetFont(woff2, null, { targetFormat: 'truetype', keepAllGlyphs: true });
  return new Set(new Face(new Blob(new Uint8Array(sfnt)), 0).collectUnicodes());
}

/** The language's symbols as the editor holds them. */
function languageSamples(): string[] {
  const commands = allowedLatexCommandNames().filter((name) =>
    isKnownCommand({ kind: 'command', text: `\\${name}` } as Parameters<typeof isKnownCommand>[0]),
  );
  const samples = [
    ...[...GREEK_LETTERS.keys()].map((name) => `\\${name}`),
    ...functionNames().map((name) => `\\operatorname{${name}}(x)`),
    ...commands.flatMap((name) => [`\\${name}`, `\\${name}{x}{y}`]),
    "0123456789.,+-*/=<>!'|:",
    'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
    "f'(x)+f''(x)",
  ];
  let tall = 'x';
  for (let depth = 0; depth <= 6; depth++) {
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
      ['\\{', '\\}'],
      ['|', '|'],
      ['\\lfloor', '\\rfloor'],
      ['\\lceil', '\\rceil'],
    ]) {
      samples.push(`\\left${open}${tall}\\right${close}`);
    }
    samples.push(`\\sqrt{${tall}}`);
    tall = `\\frac{${tall}}{2}`;
  }
  for (const operator of ['\\sum', '\\prod', '\\int']) {
    samples.push(`${operator}_{n=1}^{10}n`, `\\displaystyle${operator}_{n=1}^{10}n`);
  }
  return samples;
}

/** Each face's characters in the samples' rendering, by the innermost span's class. */
function charactersByFace(samples: string[]): Map<string, Set<number>> {
  const byFace = new Map<string, Set<number>>(FACES.map((face) => [face, new Set<number>()]));
  const span = /<span class="([^"]*)"[^>]*>([^<]+)<\/span>/g;
  for (const sample of samples) {
    for (const [, classes, text] of convertLatexToMarkup(sample).matchAll(span)) {
      const face = classes
        .split(' ')
        .map((name) => FACE_OF_CLASS[name])
        .reverse()
        .find((name) => name !== undefined);
      if (!face) continue;
      for (const character of text) byFace.get(face)!.add(character.codePointAt(0)!);
    }
  }
  return byFace;
}

describe('cut math fonts', () => {
  it('keep every glyph the editor draws for the language', { timeout: 60_000 }, async () => {
    const needed = charactersByFace(languageSamples());
    // The check sees real work: Greek in Math, relations in Main, a tall parenthesis in Size4.
    expect(needed.get('Math-Italic')).toContain('α'.codePointAt(0));
    expect(needed.get('Main-Regular')).toContain('≤'.codePointAt(0));
    expect(needed.get('Size4-Regular')?.size).toBeGreaterThan(0);
    for (const face of FACES) {
      const full = await codePoints(readFileSync(fontPath(face)));
      const dataUrl = await subsetMathFontDataUrl(fontPath(face));
      const cut = await codePoints(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
      const missing = [...needed.get(face)!].filter((code) => full.has(code) && !cut.has(code));
      expect(
        missing.map((code) => String.fromCodePoint(code)),
        face,
      ).toEqual([]);
      expect(cut.size, face).toBeLessThan(full.size);
    }
  });
});
