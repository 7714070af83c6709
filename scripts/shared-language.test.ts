import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSharedLanguage, languageEntryFiles } from './shared-language';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the shared language factory', () => {
  it('shares the language files imported from outside language/, and only those', () => {
    const files = languageEntryFiles();
    expect(files).toContain(join(root, 'language/index.ts'));
    expect(files).toContain(join(root, 'language/functions.ts'));
    for (const file of files) expect(file.startsWith(join(root, 'language/'))).toBe(true);
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(false);
  });

  it('is one self-contained function: its source text alone rebuilds the language', async () => {
    const shared = await buildSharedLanguage();
    const factory = new Function(
      `${shared.code
        .replace('export function languageFactory', 'function languageFactory')
        .replace('export const sharedLanguage', 'const sharedLanguage')}\nreturn languageFactory;`,
    )() as () => Record<string, Record<string, unknown>>;
    // What the worker does: a fresh scope that has only the function's text.
    const namespaces = new Function(`return (${factory.toString()})();`)() as Record<
      string,
      Record<string, (...args: unknown[]) => unknown>
    >;
    expect(namespaces.index.latexConstant('\\frac{\\tau}{4}')).toBeCloseTo(Math.PI / 2, 12);
    expect(namespaces.index.latexConstant('x')).toBeNaN();
    for (const [key, names] of shared.exports)
      expect(Object.keys(namespaces[key]).sort()).toEqual([...names].sort());
    expect(shared.exports.get('index')).toContain('parseLatex');
  });
});
