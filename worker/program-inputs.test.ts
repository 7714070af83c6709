import { describe, expect, it } from 'vitest';
import { analyzeExpressionList } from '../language/index';
import { inputsRead, isSingleVariableEquation } from './program-inputs';

function implicitProgram(latex: string) {
  const effect = analyzeExpressionList([{ id: 'e', latex }], { degreeMode: false }).get('e')!.effect;
  if (effect.kind !== 'implicit') throw new Error(`${latex} is ${effect.kind}`);
  return effect.program;
}

describe('program inputs', () => {
  it('reads the inputs of an implicit equation from its bytecode', () => {
    expect([...inputsRead(implicitProgram('x^2+y^2=4'))].sort()).toEqual(['x', 'y']);
    expect([...inputsRead(implicitProgram('\\sin(2.5x)=0.5'))]).toEqual(['x']);
  });

  it('tells single-variable equations', () => {
    expect(isSingleVariableEquation(implicitProgram('x^2=4'))).toBe(true);
    expect(isSingleVariableEquation(implicitProgram('y^3+y=1'))).toBe(true);
    expect(isSingleVariableEquation(implicitProgram('xy=1'))).toBe(false);
  });
});
