/**
 * The lean MathLive (scripts/lean-mathlive.ts) is whole JavaScript: every name the kept code uses is
 * still defined (ESLint's no-undef finds no name the original did not already take from the browser),
 * the cut sections are gone, and another MathLive version is refused. That the editor still works is the
 * browser tests' part (typing, graphing-editing, keypad, basic calculators run the built script).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LEAN_MATHLIVE_VERSION, leanMathLive, SECTION_CUTS } from './lean-mathlive';

const original = readFileSync(
  fileURLToPath(new URL('../node_modules/mathlive/mathlive.mjs', import.meta.url)),
  'utf8',
);

/** Names a module reads that it does not define (the browser's globals, for MathLive itself). */
function undefinedNames(code: string): Set<string> {
  const messages = new Linter().verify(code, {
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    rules: { 'no-undef': 'error' },
  });
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`does not parse: ${fatal.message} (line ${fatal.line})`);
  return new Set(
    messages.map((message) => /'(.+)' is not defined/.exec(message.message)?.[1] ?? message.message),
  );
}

describe('lean MathLive', () => {
  const lean = leanMathLive(original);

  it('defines every name its kept code uses', { timeout: 60_000 }, () => {
    const before = undefinedNames(original);
    const newlyUndefined = [...undefinedNames(lean)].filter((name) => !before.has(name));
    expect(newlyUndefined).toEqual([]);
  });

  it('leaves out the cut sections, keeps the editor and the English strings', () => {
    for (const { section } of SECTION_CUTS) expect(lean).toContain(`// ${section}: cut`);
    expect(lean).not.toContain('.ML__keyboard {');
    expect(lean).not.toContain('function getDefaultMenuItems(mf)');
    expect(lean).toContain('"tooltip.menu": "Menu"');
    expect(lean).not.toContain('"ar": {');
    expect(lean).toContain('var _MathfieldElement = class');
    expect(lean).toContain('// src/editor/keybindings-definitions.ts');
    expect(lean.length).toBeLessThan(original.length * 0.85);
    expect(lean).toContain('  updateToggleLayout() {\n  }\n  dispose() {\n');
    expect(lean).not.toContain('toggles.classList.add("ML__toggles--vertical")');
  });

  it('refuses a MathLive it was not written for', () => {
    const other = original.replace(`/** MathLive ${LEAN_MATHLIVE_VERSION} */`, '/** MathLive 0.112.0 */');
    expect(() => leanMathLive(other)).toThrow(/written for MathLive/);
    const moved = original.replace('// src/latex-commands/mhchem.ts\n', '// src/chemistry/mhchem.ts\n');
    expect(() => leanMathLive(moved)).toThrow(/mhchem\.ts not found/);
  });
});
