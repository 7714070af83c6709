import { describe, expect, it } from 'vitest';
import { analyzeExpression } from './analyze';
import { emitProgram } from './emit';
import { operate } from './lower';
import { OPCODE, operationForOpcode } from './operations';
import type { EngineProgram, ProgramNode } from './program';

/** The stack depth a program really reaches, by walking its code (independent of the emitter's count). */
function simulateStackDepth(program: EngineProgram): number {
  let depth = 0;
  let deepest = 0;
  for (let position = 0; position < program.code.length;) {
    const definition = operationForOpcode(program.code[position])!;
    depth += 1 - definition.arity;
    deepest = Math.max(deepest, depth);
    position += 1 + definition.operandWords;
  }
  expect(depth).toBe(1);
  return deepest;
}

function programOf(latex: string): EngineProgram {
  const { effect, error } = analyzeExpression(latex, { degreeMode: false });
  expect(error, latex).toBeUndefined();
  if (effect.kind === 'none') throw new Error(`${latex}: no program`);
  return effect.program;
}

function listing(program: EngineProgram): string[] {
  const lines: string[] = [];
  for (let position = 0; position < program.code.length;) {
    const definition = operationForOpcode(program.code[position])!;
    const operand = program.code[position + 1];
    if (definition.name === 'CONST') lines.push(`CONST ${program.constants[operand]}`);
    else if (definition.name === 'INPUT') lines.push(`INPUT ${operand}`);
    else lines.push(definition.name);
    position += 1 + definition.operandWords;
  }
  return lines;
}

describe('maxStackDepth', () => {
  it.each([
    'x',
    '2x+1',
    'x+x\\cdot x',
    '2^{x+1}',
    '(x+1)(x-1)(x+2)',
    '\\frac{x+1}{x-1}+\\frac{x+2}{x-2}',
    'x-(x-(x-(x-1)))',
    '1/(x/(x/(x/x)))',
    '\\sin(x)^2+\\cos(x+\\sin(x+\\cos(x)))',
    '\\log_{x+1}(x+2)',
    '\\sqrt[x+1]{x+2}',
    '((x+1)^{x+2})^{(x+3)^{x+4}}',
    '|x-|x-|x-1|||',
  ])('equals the true depth of the emitted program for %s', (latex) => {
    const program = programOf(latex);
    expect(program.maxStackDepth).toBe(simulateStackDepth(program));
  });

  it('evaluates the needier operand of a commutative operation first', () => {
    // x + x·(x+1) in source order reaches depth 4; needier operands first, it stays at 2.
    expect(listing(programOf('x+x\\cdot(x+1)'))).toEqual([
      'INPUT 0',
      'CONST 1',
      'ADD',
      'INPUT 0',
      'MUL',
      'INPUT 0',
      'ADD',
    ]);
    expect(programOf('x+x\\cdot(x+1)').maxStackDepth).toBe(2);
    expect(programOf('x+x\\cdot x').maxStackDepth).toBe(2);
  });

  it('keeps the order of a non-commutative operation', () => {
    expect(listing(programOf('x-x\\cdot x'))).toEqual(['INPUT 0', 'INPUT 0', 'INPUT 0', 'MUL', 'SUB']);
    expect(programOf('x-x\\cdot x').maxStackDepth).toBe(3);
  });
});

describe('emitted code', () => {
  it.each<[string, string[]]>([
    ['2\\pi', [`CONST ${2 * Math.PI}`]],
    ['x^2', ['INPUT 0', 'SQUARE']],
    ['e^x', ['INPUT 0', 'EXP']],
    ['\\sqrt{x}', ['INPUT 0', 'SQRT']],
    ['\\sqrt[2]{x}', ['INPUT 0', 'SQRT']],
    ['\\sqrt[3]{x}', ['INPUT 0', `CONST ${1 / 3}`, 'POW']],
    ['x^3', ['INPUT 0', 'CONST 3', 'POW']],
    ['-x', ['INPUT 0', 'NEG']],
    ['y=-x^2', ['INPUT 0', 'SQUARE', 'NEG']],
    ['\\sin^2x', ['INPUT 0', 'SIN', 'SQUARE']],
    ['\\log_2x', ['INPUT 0', 'LN', `CONST ${Math.log(2)}`, 'DIV']],
    ['\\frac{1}{2}x', ['CONST 0.5', 'INPUT 0', 'MUL']],
    ['0x', ['CONST 0', 'INPUT 0', 'MUL']],
  ])('%s', (latex, expected) => {
    expect(listing(programOf(latex))).toEqual(expected);
  });

  it('scales trig arguments in degree mode with one folded constant', () => {
    const result = analyzeExpression('\\sin x', { degreeMode: true });
    if (result.effect.kind !== 'explicit') throw new Error('not explicit');
    expect(listing(result.effect.program)).toEqual(['INPUT 0', `CONST ${Math.PI / 180}`, 'MUL', 'SIN']);
  });

  it('stores each constant once', () => {
    const program = programOf('x+1+1+2+1');
    expect(Array.from(program.constants)).toEqual([1, 2]);
  });

  it('keeps 0 and -0 apart', () => {
    const root: ProgramNode = operate('ADD', [
      operate('MUL', [
        { kind: 'input', input: 'x' },
        { kind: 'constant', value: 0 },
      ]),
      operate('MUL', [
        { kind: 'input', input: 'x' },
        { kind: 'constant', value: -0 },
      ]),
    ]);
    const constants = Array.from(emitProgram(root).constants);
    expect(constants).toHaveLength(2);
    expect(Object.is(constants[0], 0) && Object.is(constants[1], -0)).toBe(true);
  });

  it('writes opcodes and operands from the registry', () => {
    const program = programOf('y=x+2');
    expect(Array.from(program.code)).toEqual([OPCODE.INPUT, 0, OPCODE.CONST, 0, OPCODE.ADD]);
    expect(Array.from(program.constants)).toEqual([2]);
  });
});
