import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngineForNode } from '../../engine-wasm/load-node';
import { createEngineService } from '../../worker/engine-service';
import type { EngineApi } from '../../worker/protocol';
import { EntryEvaluator, type DefinitionContext } from './evaluation';
import { readMath } from './math-items';
import { toLatex } from './math-latex';

let service: EngineApi;
beforeAll(() => {
  service = createEngineService(loadEngineForNode);
});

const radians: DefinitionContext = {
  definitions: new Map(),
  degreeMode: false,
  allowFunctionDefinitions: true,
};

function evaluator(): EntryEvaluator {
  return new EntryEvaluator((request) => service.update(request), Math.floor(Math.random() * 1e9));
}

describe('EntryEvaluator with the real engine', () => {
  it('evaluates typed arithmetic with precedence', async () => {
    const outcome = await evaluator().evaluate(toLatex(readMath('2+3\\times 4')), radians);
    expect(outcome).toEqual({ kind: 'value', value: 14 });
  });

  it('evaluates percent, roots, factorial and powers', async () => {
    const calculator = evaluator();
    const value = async (text: string, context = radians) => {
      const outcome = await calculator.evaluate(toLatex(readMath(text)), context);
      return outcome.kind === 'value' ? outcome.value : outcome;
    };
    expect(await value('3/50%')).toBeCloseTo(6, 12);
    expect(await value('200+10%')).toBeCloseTo(200.1, 12);
    expect(await value('sqrt(16)+cbrt(27)')).toBe(7);
    expect(await value('5!')).toBe(120);
    expect(await value('2^10')).toBe(1024);
    expect(await value('log_2(8)')).toBeCloseTo(3, 12);
    expect(await value('sin(30)', { ...radians, degreeMode: true })).toBeCloseTo(0.5, 12);
    expect(await value('sin(30)')).toBeCloseTo(Math.sin(30), 12);
    expect(await value('asin(1)', { ...radians, degreeMode: true })).toBeCloseTo(90, 10);
    const divisionByZero = await value('1/0');
    expect(typeof divisionByZero === 'number' && !Number.isFinite(divisionByZero)).toBe(true);
  });

  it('replaces ans with the exact previous answer', async () => {
    const outcome = await evaluator().evaluate(toLatex(readMath('2ans')), { ...radians, answer: -1 / 3 });
    expect(outcome.kind === 'value' && outcome.value).toBeCloseTo(-2 / 3, 15);
  });

  it('refuses ans before any answer and function definitions when they are off', async () => {
    expect(await evaluator().evaluate(toLatex(readMath('ans+1')), radians)).toMatchObject({ kind: 'error' });
    const off = { ...radians, allowFunctionDefinitions: false };
    expect(await evaluator().evaluate(toLatex(readMath('f(x)=2x')), off)).toEqual({
      kind: 'error',
      message: 'Function definitions are turned off in this calculator',
      messageId: 'basic.functionDefinitionsOff',
    });
  });

  it('reports what the language cannot read as an error with a message', async () => {
    const outcome = await evaluator().evaluate(toLatex(readMath('2+')), radians);
    expect(outcome.kind).toBe('error');
    expect(outcome.kind === 'error' && outcome.message.length).toBeGreaterThan(0);
    // The language's code and culprit, so the calculator can say it in its own language.
    expect(outcome).toMatchObject({ code: 'missing-value' });
  });

  it('gives a variable definition the value of its right side', async () => {
    const outcome = await evaluator().evaluate(toLatex(readMath('a=2+3')), radians);
    expect(outcome).toEqual({ kind: 'value', value: 5, defines: 'a' });
  });

  it('uses the definitions in force: variables and functions of earlier entries', async () => {
    const calculator = evaluator();
    const definitions = new Map([
      ['a', 'a=3'],
      ['f', 'f\\left(x\\right)=x^{2}'],
    ]);
    const context = { ...radians, definitions };
    expect(await calculator.evaluate(toLatex(readMath('a+1')), context)).toEqual({ kind: 'value', value: 4 });
    expect(await calculator.evaluate(toLatex(readMath('f(a)')), context)).toEqual({
      kind: 'value',
      value: 9,
    });
    expect(await calculator.evaluate(toLatex(readMath('g(x)=2x')), context)).toEqual({
      kind: 'function',
      defines: 'g',
    });
    // A name defined again takes its new definition: the old one is not sent beside it, so a=a+1 is a cycle.
    expect(await calculator.evaluate(toLatex(readMath('a=a+1')), context)).toMatchObject({ kind: 'error' });
    expect(await calculator.evaluate(toLatex(readMath('a=5')), context)).toEqual({
      kind: 'value',
      value: 5,
      defines: 'a',
    });
  });
});
