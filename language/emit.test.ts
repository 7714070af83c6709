import { describe, expect, it } from 'vitest';
import { analyzeExpression } from './analyze';
import { emitProgram } from './emit';
import { evaluateReference } from './evaluate-reference';
import { operate } from './lower';
import { OPCODE, operationForOpcode, REGISTER_COUNT } from './operations';
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

/** The bench's derivative: its tree reads sin(3x), e^{-x} and 1 + x² several times. */
const DERIVATIVE = 'y=\\frac{d}{dx}\\left(\\frac{x^2\\sin(3x)e^{-x}}{1+x^2}\\right)';

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
    else if (definition.operandWords > 0) {
      lines.push(
        [definition.name, ...program.code.slice(position + 1, position + 1 + definition.operandWords)].join(
          ' ',
        ),
      );
    } else lines.push(definition.name);
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
    DERIVATIVE,
    'y=\\frac{d^2}{dx^2}\\frac{\\sin(x^2)}{1+\\cos(x)^2}',
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

/** How often each instruction occurs in the program. */
function countInstructions(program: EngineProgram): Map<string, number> {
  const counts = new Map<string, number>();
  for (let position = 0; position < program.code.length;) {
    const definition = operationForOpcode(program.code[position])!;
    counts.set(definition.name, (counts.get(definition.name) ?? 0) + 1);
    position += 1 + definition.operandWords;
  }
  return counts;
}

/** The latex's program emitted again from its tree, with or without shared subtrees. */
function reemit(latex: string, shareSubtrees: boolean): EngineProgram {
  return emitProgram(treeOf(programOf(latex)), { shareSubtrees });
}

/** The tree a program without scopes computes (LOAD gives back the node its STORE kept). */
function treeOf(program: EngineProgram): ProgramNode {
  const stack: ProgramNode[] = [];
  const registers = new Map<number, ProgramNode>();
  for (let position = 0; position < program.code.length;) {
    const definition = operationForOpcode(program.code[position])!;
    const operand = program.code[position + 1];
    if (definition.name === 'CONST') stack.push({ kind: 'constant', value: program.constants[operand] });
    else if (definition.name === 'INPUT')
      stack.push({ kind: 'input', input: (['x', 'y', 't'] as const)[operand] });
    else if (definition.name === 'STORE') registers.set(operand, stack[stack.length - 1]);
    else if (definition.name === 'LOAD') stack.push(registers.get(operand)!);
    else {
      const operands = stack.splice(stack.length - definition.arity, definition.arity);
      stack.push({ kind: 'operation', operation: definition.name, operands });
    }
    position += 1 + definition.operandWords;
  }
  return stack[0];
}

describe('shared subtrees', () => {
  it('computes each costly subtree of a derivative once', () => {
    const walked = countInstructions(reemit(DERIVATIVE, false));
    expect([walked.get('SIN'), walked.get('COS'), walked.get('EXP')]).toEqual([3, 1, 3]);
    const shared = programOf(DERIVATIVE);
    const counts = countInstructions(shared);
    expect([counts.get('SIN'), counts.get('COS'), counts.get('EXP')]).toEqual([1, 1, 1]);
    // Registers are reused after their last LOAD: fewer registers than stored values.
    const registers = new Set<number>();
    for (let position = 0; position < shared.code.length;) {
      const definition = operationForOpcode(shared.code[position])!;
      if (definition.name === 'STORE') registers.add(shared.code[position + 1]);
      position += 1 + definition.operandWords;
    }
    expect(registers.size).toBeLessThan(counts.get('STORE')!);
    for (const x of [-2, -0.5, 0, 1, 3]) {
      expect(evaluateReference(shared, { x })).toBe(evaluateReference(reemit(DERIVATIVE, false), { x }));
    }
  });

  it('shares a subtree the formula writes twice, by structure', () => {
    expect(countInstructions(programOf('y=\\sin(x)^2+\\sin(x)')).get('SIN')).toBe(1);
    expect(listing(programOf('y=e^{-x}(1+e^{-x})'))).toEqual([
      'CONST 1',
      'INPUT 0',
      'NEG',
      'EXP',
      'STORE 0',
      'ADD',
      'LOAD 0',
      'MUL',
    ]);
  });

  it('shares what costs more to recompute than to keep, never a leaf', () => {
    expect(countInstructions(programOf('x+x+x')).get('STORE')).toBeUndefined();
    // x² is two passes: recomputed for a second use, kept for a third.
    expect(countInstructions(programOf('x^2+\\sin(x^2)')).get('STORE')).toBeUndefined();
    expect(countInstructions(programOf('x^2+\\sin(x^2)+\\cos(x^2)')).get('SQUARE')).toBe(1);
    // 3x is three passes: kept for a second use.
    expect(countInstructions(programOf('\\sin(3x)+\\cos(3x)')).get('MUL')).toBe(1);
  });

  it('shares nothing across a scope: a body keeps its own registers, apart from those held around it', () => {
    const program = programOf('\\sin(x)\\int_0^{\\sin x}\\sin(t)^2+\\sin(t)\\,dt+\\sin(x)^2');
    expect(listing(program)).toEqual([
      'CONST 0',
      'INPUT 0',
      'SIN',
      'STORE 0',
      'INTEGRAL 3 9',
      'INPUT 3',
      'SIN',
      'STORE 1',
      'SQUARE',
      'LOAD 1',
      'ADD',
      'LOAD 0',
      'MUL',
      'LOAD 0',
      'SQUARE',
      'ADD',
    ]);
    // sin(t) in the body and sin(x) outside it are computed where they are needed, each once.
    const inBody = programOf('\\int_0^x\\sin(x)\\sin(t)dt+\\sin(x)');
    expect(countInstructions(inBody).get('SIN')).toBe(3);
    expect(countInstructions(inBody).get('STORE')).toBeUndefined();
  });

  it('computes again what finds no free register', () => {
    const terms = Array.from({ length: REGISTER_COUNT + 8 }, (_, index) => `\\sin(x+${index + 1})`);
    const program = programOf(`${terms.join('+')}+${terms.join('+')}`);
    const counts = countInstructions(program);
    expect(counts.get('STORE')).toBe(REGISTER_COUNT);
    expect(counts.get('SIN')).toBe(REGISTER_COUNT + 16);
    expect(program.maxStackDepth).toBe(simulateStackDepth(program));
    for (const x of [-1, 0.5, 2]) {
      expect(evaluateReference(program, { x })).toBeCloseTo(
        2 * terms.reduce((sum, _, k) => sum + Math.sin(x + k + 1), 0),
        12,
      );
    }
  });
});
