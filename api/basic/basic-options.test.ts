import { describe, expect, it } from 'vitest';
import { basicLine, resolveBasicOptions, updateBasicOptions, type BasicLine } from './basic-options';

const four = basicLine('FourFunctionCalculator', 'v1.1') as BasicLine;
const scientific = basicLine('ScientificCalculator', 'v1.1') as BasicLine;

function collect(): { report: (message: string) => void; messages: string[] } {
  const messages: string[] = [];
  return { report: (message) => messages.push(message), messages };
}

describe('additionalFunctions', () => {
  it('accepts a String or an Array of one or two allowed names', () => {
    const { report, messages } = collect();
    expect(resolveBasicOptions(four, { additionalFunctions: 'percent' }, report).additionalFunctions).toEqual(
      ['percent'],
    );
    expect(
      resolveBasicOptions(four, { additionalFunctions: ['exponent', 'sqrt'] }, report).additionalFunctions,
    ).toEqual(['exponent', 'sqrt']);
    expect(messages).toEqual([]);
  });

  it.each([[[]], [['exponent', 'percent', 'sqrt']], ['cube'], [['sqrt', 'sqrt']], [42]])(
    'reports %j and keeps the default',
    (value) => {
      const { report, messages } = collect();
      expect(resolveBasicOptions(four, { additionalFunctions: value }, report).additionalFunctions).toEqual([
        'sqrt',
      ]);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/additionalFunctions/);
    },
  );
});

describe('braille options', () => {
  it('refuses sixKeyInput without a braille code', () => {
    const { report, messages } = collect();
    expect(resolveBasicOptions(four, { sixKeyInput: true }, report).sixKeyInput).toBe(false);
    expect(messages[0]).toMatch(/sixKeyInput needs brailleMode/);
    expect(resolveBasicOptions(four, { sixKeyInput: true, brailleMode: 'ueb' }, report).sixKeyInput).toBe(
      true,
    );
  });

  it('reports an unknown braille code', () => {
    const { report, messages } = collect();
    expect(resolveBasicOptions(scientific, { brailleMode: 'grade2' }, report).brailleMode).toBe('none');
    expect(messages).toHaveLength(1);
  });
});

describe('lines and settings', () => {
  it('reads only the options a line documents', () => {
    const { report } = collect();
    const old = basicLine('FourFunctionCalculator', 'v0.8') as BasicLine;
    expect(resolveBasicOptions(old, { invertedColors: true }, report).invertedColors).toBe(false);
    expect(resolveBasicOptions(four, { invertedColors: true }, report).invertedColors).toBe(true);
    expect(basicLine('ScientificCalculator', 'v0.5')).toBeUndefined();
    expect(basicLine('ScientificCalculator', 'v0.9')?.options).toContain('autosize');
    expect(basicLine('ScientificCalculator', 'v0.8')?.options).not.toContain('autosize');
  });

  it('updates exactly the keys the spec lists for each kind', () => {
    expect(four.settings).toEqual([
      'fontSize',
      'invertedColors',
      'brailleMode',
      'sixKeyInput',
      'projectorMode',
      'language',
    ]);
    expect(scientific.settings).toEqual([
      'fontSize',
      'invertedColors',
      'brailleMode',
      'sixKeyInput',
      'projectorMode',
      'degreeMode',
      'language',
    ]);
    const { report, messages } = collect();
    const start = resolveBasicOptions(four, {}, report);
    const next = updateBasicOptions(
      four,
      start,
      { degreeMode: true, projectorMode: true, fontSize: 20 },
      report,
    );
    expect(next.degreeMode).toBe(false);
    expect(next.projectorMode).toBe(true);
    expect(next.fontSize).toBe(20);
    expect(messages).toEqual(["updateSettings: FourFunctionCalculator has no setting 'degreeMode'."]);
  });

  it('takes a language of the spec’s codes only, saying so otherwise', () => {
    const { report, messages } = collect();
    const start = resolveBasicOptions(scientific, { language: 'ar' }, report);
    expect(start.language).toBe('ar');
    expect(updateBasicOptions(scientific, start, { language: 'xx' }, report).language).toBe('ar');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/language must be one of .*zh-CN/);
  });

  it('turns six-key input off with braille', () => {
    const { report } = collect();
    const start = resolveBasicOptions(scientific, { brailleMode: 'nemeth', sixKeyInput: true }, report);
    expect(updateBasicOptions(scientific, start, { brailleMode: 'none' }, report).sixKeyInput).toBe(false);
  });
});
