/**
 * The corpus of issue 4: well over 400 entries with expected values, effects or error codes. Every program
 * the analysis produces is also run in the WASM VM (build/engine.wasm) and in the reference interpreter at
 * sample inputs, and the two must agree; an evaluation, whose program folds to one constant, is also
 * compiled with its first number turned into x (`2^{10}` becomes `{x}^{10}`), so that the VM computes it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine-wasm/index';
import { loadEngineForNode } from '../engine-wasm/load-node';
import type { ListEffect, ListEntryAnalysis } from './analysis-types';
import { analyzeExpressionList } from './analyze-list';
import { EFFECT_CASES, EXPLICIT_CASES } from './corpus-graphs';
import { EVALUATION_CASES } from './corpus-evaluations';
import { ERROR_CASES, LIST_CASES } from './corpus-lists';
import { evaluateReference } from './evaluate-reference';
import type { EngineProgram } from './program';

const SAMPLE_XS = [-2.5, -1, -0.3, 0, 0.7, 1, 2, 3.2];
const SAMPLE_YS = [-1.5, 0.4, 2.25];

let engine: Engine;
let vmComparisons = 0;

beforeAll(async () => {
  engine = await loadEngineForNode();
});

function analyzeOne(latex: string, degreeMode = false): ListEntryAnalysis {
  return analyzeExpressionList([{ id: 'entry', latex }], { degreeMode }).get('entry')!;
}

function expectClose(actual: number, expected: number, context: string): void {
  if (Number.isNaN(expected) || !Number.isFinite(expected)) {
    expect(actual, context).toBe(expected);
    return;
  }
  const tolerance = 1e-12 * Math.max(1, Math.abs(expected));
  expect(Math.abs(actual - expected), `${context}: ${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

/** Runs a program in the VM and in the reference interpreter over the same inputs; they must agree. */
function compareWithVm(program: EngineProgram, context: string): void {
  const x = Float64Array.from(SAMPLE_XS.flatMap((value) => SAMPLE_YS.map(() => value)));
  const y = Float64Array.from(SAMPLE_XS.flatMap(() => SAMPLE_YS));
  const t = Float64Array.from(x, (value) => value / 2);
  const fromVm = engine.evaluate(program, { x, y, t });
  for (let index = 0; index < x.length; index++) {
    const expected = evaluateReference(program, { x: x[index], y: y[index], t: t[index] });
    expectClose(fromVm[index], expected, `${context} at (${x[index]}, ${y[index]}, ${t[index]}) in the VM`);
  }
  vmComparisons++;
}

function programsOf(effect: ListEffect): EngineProgram[] {
  switch (effect.kind) {
    case 'explicit':
    case 'polar':
      return [...effect.programs];
    case 'parametric':
      return effect.curves.flatMap((curve) => [curve.x, curve.y]);
    case 'implicit':
      return [effect.program];
    case 'inequality':
      return effect.conditions.map((condition) => condition.program);
    default:
      return [];
  }
}

function describeEntry(entry: ListEntryAnalysis): string {
  return JSON.stringify(entry.error ?? entry.effect.kind);
}

describe('corpus: evaluations', () => {
  it.each(EVALUATION_CASES.map(([latex, value, degrees]) => [latex, value, degrees ?? false] as const))(
    '%s = %d (degree mode %s)',
    (latex, value, degreeMode) => {
      const entry = analyzeOne(latex, degreeMode);
      if (entry.effect.kind !== 'evaluation') throw new Error(`${latex}: ${describeEntry(entry)}`);
      expectClose(entry.effect.value as number, value, latex);
      const variable = latex.replace(/\d+(\.\d+)?|\.\d+/, '{x}');
      const variant = analyzeOne(variable, degreeMode);
      for (const program of programsOf(variant.effect)) compareWithVm(program, variable);
    },
  );
});

describe('corpus: explicit curves', () => {
  it.each(EXPLICIT_CASES.map(([latex, reference, degrees]) => [latex, reference, degrees ?? false] as const))(
    '%s',
    (latex, reference, degreeMode) => {
      const entry = analyzeOne(latex, degreeMode);
      if (entry.effect.kind !== 'explicit') throw new Error(`${latex}: ${describeEntry(entry)}`);
      const [program] = entry.effect.programs;
      for (const x of SAMPLE_XS)
        expectClose(evaluateReference(program, { x }), reference(x), `${latex} at ${x}`);
      compareWithVm(program, latex);
    },
  );
});

describe('corpus: effects of curves, regions and points', () => {
  it.each(EFFECT_CASES)('%s is %s', (latex, kind) => {
    const entry = analyzeOne(latex);
    expect(entry.effect.kind, `${latex}: ${describeEntry(entry)}`).toBe(kind);
    for (const program of programsOf(entry.effect)) compareWithVm(program, latex);
  });
});

describe('corpus: errors', () => {
  it.each(
    ERROR_CASES.map(([latex, code]) => [latex.length > 60 ? `${latex.slice(0, 60)}…` : latex, latex, code]),
  )('%s → %s', (_, latex, code) => {
    const entry = analyzeOne(latex);
    expect(entry.effect.kind).toBe('error');
    expect(entry.error?.code, describeEntry(entry)).toBe(code);
    expect(entry.error!.start).toBeGreaterThanOrEqual(0);
    expect(entry.error!.end).toBeLessThanOrEqual(latex.length);
    expect(entry.error!.start).toBeLessThanOrEqual(entry.error!.end);
  });
});

describe('corpus: expression lists', () => {
  it.each(LIST_CASES)('$name', ({ latexes, expected }) => {
    const expressions = latexes.map((latex, index) => ({ id: `e${index}`, latex }));
    const results = analyzeExpressionList(expressions, { degreeMode: false });
    expected.forEach((want, index) => {
      const entry = results.get(`e${index}`)!;
      const context = `${latexes[index]}: ${describeEntry(entry)}`;
      if (typeof want === 'string' && want.startsWith('kind:')) {
        expect(entry.effect.kind, context).toBe(want.slice('kind:'.length));
      } else if (typeof want === 'string') {
        expect(entry.error?.code, context).toBe(want);
      } else {
        if (entry.effect.kind !== 'evaluation') throw new Error(context);
        expect(entry.effect.value, context).toEqual(want);
      }
      for (const program of programsOf(entry.effect)) compareWithVm(program, latexes[index]);
    });
  });

  it('holds at least 400 entries and ran the VM on the programs', () => {
    const entries =
      EVALUATION_CASES.length +
      EXPLICIT_CASES.length +
      EFFECT_CASES.length +
      ERROR_CASES.length +
      LIST_CASES.reduce((sum, listCase) => sum + listCase.latexes.length, 0);
    expect(entries).toBeGreaterThanOrEqual(400);
    expect(vmComparisons).toBeGreaterThan(250);
  });
});
