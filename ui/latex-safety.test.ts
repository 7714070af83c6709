import { describe, expect, it } from 'vitest';
import { EVALUATION_CASES } from '../language/corpus-evaluations';
import { EFFECT_CASES, EXPLICIT_CASES } from '../language/corpus-graphs';
import { ERROR_CASES, LIST_CASES } from '../language/corpus-lists';
import { functionNames } from '../language/functions';
import { GREEK_LETTERS } from '../language/symbols';
import { displayableLatex, INERT_MARKUP_MACROS, isAllowedLatexCommand } from './latex-safety';

describe('displayableLatex', () => {
  it('leaves every corpus expression of the language as it is', () => {
    const corpus = [
      ...EVALUATION_CASES.map(([latex]) => latex),
      ...EXPLICIT_CASES.map(([latex]) => latex),
      ...EFFECT_CASES.map(([latex]) => latex),
      ...ERROR_CASES.filter(([, code]) => code !== 'unknown-command' && code !== 'too-deep').map(
        ([latex]) => latex,
      ),
      ...LIST_CASES.flatMap((entry) =>
        Object.values(entry).filter((value): value is string => typeof value === 'string'),
      ),
    ];
    expect(corpus.length).toBeGreaterThan(200);
    for (const latex of corpus) expect(displayableLatex(latex)).toBe(latex);
  });

  it('allows every named function and Greek letter the language reads', () => {
    for (const name of [...functionNames(), ...GREEK_LETTERS.keys()])
      expect(isAllowedLatexCommand(name)).toBe(true);
  });

  it.each([
    ['\\htmlStyle{position:fixed}{x}', '\\backslash\\mathrm{htmlStyle}{position:fixed}{x}'],
    ['\\style{color:red}{x}', '\\backslash\\mathrm{style}{color:red}{x}'],
    ['\\cssId{a}{x}+\\class{b}{x}', '\\backslash\\mathrm{cssId}{a}{x}+\\backslash\\mathrm{class}{b}{x}'],
    ['\\htmlData{a=1}{x}', '\\backslash\\mathrm{htmlData}{a=1}{x}'],
    ['\\href{https://a.invalid}{x}', '\\backslash\\mathrm{href}{https://a.invalid}{x}'],
    ['\\def\\x{1}', '\\backslash\\mathrm{def}\\backslash\\mathrm{x}{1}'],
    ['x\\', 'x\\backslash '],
    ['a\\~b', 'a\\backslash \\textasciitilde b'],
  ])('shows %s as letters', (latex, shown) => {
    expect(displayableLatex(latex)).toBe(shown);
  });

  it('keeps spacing and escaped characters', () => {
    for (const latex of ['a\\,b', 'a\\ b', '\\{x>0:1\\}', '\\left|x\\right|', '50\\%', 'a\\!b']) {
      expect(displayableLatex(latex)).toBe(latex);
    }
  });

  it('shows nesting deeper than the language reads as plain text, with no group left', () => {
    const deep = '\\frac{1}{'.repeat(400) + 'x' + '}'.repeat(400);
    const shown = displayableLatex(deep);
    expect(shown.startsWith('\\text{')).toBe(true);
    // Only the one text group: every brace of the source is escaped.
    expect(shown.slice(6, -1).replace(/\\[{}]/g, '')).not.toMatch(/[{}]/);
    expect(displayableLatex('\\left('.repeat(200) + 'x' + '\\right)'.repeat(200))).toMatch(/^\\text\{/);
    expect(displayableLatex('\\left('.repeat(60) + 'x' + '\\right)'.repeat(60))).toMatch(/^\\left\(/);
  });
});

describe('INERT_MARKUP_MACROS', () => {
  it('covers each markup command MathLive knows and none the language reads', () => {
    for (const name of ['htmlStyle', 'style', 'cssId', 'htmlId', 'class', 'htmlClass', 'htmlData', 'href']) {
      expect(INERT_MARKUP_MACROS[name]?.expand).toBe(false);
    }
    for (const name of Object.keys(INERT_MARKUP_MACROS)) expect(isAllowedLatexCommand(name)).toBe(false);
  });
});
