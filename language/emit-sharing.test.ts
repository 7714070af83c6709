/**
 * Shared subtrees change no result: every program tree the corpus compiles (caught at the emitter) is
 * emitted twice, with shared subtrees computed once (LOAD, STORE) and as a plain tree walk; both run in
 * the reference interpreter and in the WASM VM, points and boxes, and must agree bit for bit.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Engine } from '../engine-wasm/index';
import { loadEngineForNode } from '../engine-wasm/load-node';
import { analyzeExpressionList } from './analyze-list';
import { EFFECT_CASES, EXPLICIT_CASES } from './corpus-graphs';
import { EVALUATION_CASES } from './corpus-evaluations';
import { LIST_CASES } from './corpus-lists';
import type * as Emit from './emit';
import { evaluateReference } from './evaluate-reference';
import { OPCODE, operationForOpcode } from './operations';
import type { EngineProgram, ProgramNode } from './program';

const caught = vi.hoisted(() => ({ trees: new Set<unknown>() }));

vi.mock('./emit', async (importOriginal) => {
  const actual = await importOriginal<typeof Emit>();
  return {
    ...actual,
    emitProgram: (root: ProgramNode, options?: Emit.EmitOptions) => {
      caught.trees.add(root);
      return actual.emitProgram(root, options);
    },
  };
});

/** Entries (lists of them) whose trees share subtrees: derivatives, inlined functions, scopes. */
const SHARING_CASES: readonly (readonly string[])[] = [
  ['y=\\frac{d}{dx}\\left(\\frac{x^2\\sin(3x)e^{-x}}{1+x^2}\\right)'],
  ['y=\\frac{d^2}{dx^2}\\sin(x^2)e^{\\cos x}'],
  ['f(x)=\\sin(x)^2+\\ln(x^2+1)', 'y=f(x)f(x+1)+f(x)'],
  ['y=\\int_0^x\\sin(t)^2+\\sin(t)\\,dt+\\sin(x)^2+\\sin(x)'],
  ['y=\\int_0^{\\sin x}\\sin(t)^2+\\sin(t)\\,dt\\cdot\\sin(x)'],
  ['y=\\frac{d}{dx}\\int_0^{x^2}\\sin(t)\\cos(xt)dt'],
  ['y=\\int_0^x\\int_0^t\\sin(s)^2+\\sin(s)+\\sin(t)^2+\\sin(t)\\,ds\\,dt'],
  ['y=\\sum_{n=1}^{x}\\left(\\sin(nx)^2+\\sin(nx)\\right)'],
  ['y=\\frac{d}{dx}\\prod_{n=1}^{x}\\left(\\sin(x)+n\\right)'],
  ['x^2+\\sin(xy)^2=\\sin(xy)+1'],
];

const SAMPLE_XS = [-2.5, -1, -0.3, 0, 0.7, 1, 2, 3.2];
const SAMPLE_YS = [-1.5, 0.4, 2.25];

let engine: Engine;
let emitProgram: typeof Emit.emitProgram;
let trees: ProgramNode[];

beforeAll(async () => {
  engine = await loadEngineForNode();
  emitProgram = (await vi.importActual<typeof Emit>('./emit')).emitProgram;
  const latexes = [
    ...EVALUATION_CASES.map(([latex]) => latex.replace(/\d+(\.\d+)?|\.\d+/, '{x}')),
    ...EXPLICIT_CASES.map(([latex]) => latex),
    ...EFFECT_CASES.map(([latex]) => latex),
  ];
  for (const latex of latexes) analyzeExpressionList([{ id: 'entry', latex }], { degreeMode: false });
  for (const list of [...LIST_CASES.map((listCase) => listCase.latexes), ...SHARING_CASES]) {
    analyzeExpressionList(
      list.map((latex, index) => ({ id: `e${index}`, latex })),
      { degreeMode: false },
    );
  }
  trees = [...caught.trees] as ProgramNode[];
});

function storesIn(program: EngineProgram): number {
  let stores = 0;
  for (let position = 0; position < program.code.length;) {
    if (program.code[position] === OPCODE.STORE) stores++;
    position += 1 + operationForOpcode(program.code[position])!.operandWords;
  }
  return stores;
}

function sameNumbers(actual: ArrayLike<number>, expected: ArrayLike<number>, context: string): void {
  for (let index = 0; index < expected.length; index++) {
    if (!Object.is(actual[index], expected[index])) {
      expect(actual[index], `${context}, lane ${index}`).toBe(expected[index]);
    }
  }
}

describe('shared subtrees over the corpus', () => {
  it('compute what the tree walk computes, in the reference and in the VM', () => {
    const x = Float64Array.from(SAMPLE_XS.flatMap((value) => SAMPLE_YS.map(() => value)));
    const y = Float64Array.from(SAMPLE_XS.flatMap(() => SAMPLE_YS));
    const t = Float64Array.from(x, (value) => value / 2);
    const boxes = {
      x: { lo: x, hi: Float64Array.from(x, (value) => value + 0.25) },
      y: { lo: y, hi: Float64Array.from(y, (value) => value + 0.5) },
      t: { lo: t, hi: Float64Array.from(t, (value) => value + 0.125) },
    };
    let sharedPrograms = 0;
    for (const tree of trees) {
      const shared = emitProgram(tree);
      const walked = emitProgram(tree, { shareSubtrees: false });
      if (storesIn(shared) === 0) continue;
      sharedPrograms++;
      const context = `program of ${walked.code.length} words`;
      expect(shared.maxStackDepth, context).toBeLessThanOrEqual(walked.maxStackDepth);
      const reference = Array.from(x, (_, index) =>
        evaluateReference(shared, { x: x[index], y: y[index], t: t[index] }),
      );
      const walkedReference = Array.from(x, (_, index) =>
        evaluateReference(walked, { x: x[index], y: y[index], t: t[index] }),
      );
      sameNumbers(reference, walkedReference, `${context}, reference`);
      sameNumbers(
        engine.evaluate(shared, { x, y, t }),
        engine.evaluate(walked, { x, y, t }),
        `${context}, VM`,
      );
      const sharedBoxes = engine.evaluateIntervals(shared, boxes);
      const walkedBoxes = engine.evaluateIntervals(walked, boxes);
      sameNumbers(sharedBoxes.lo, walkedBoxes.lo, `${context}, interval lows`);
      sameNumbers(sharedBoxes.hi, walkedBoxes.hi, `${context}, interval highs`);
      sameNumbers(sharedBoxes.flags, walkedBoxes.flags, `${context}, interval flags`);
    }
    expect(trees.length).toBeGreaterThan(300);
    expect(sharedPrograms).toBeGreaterThan(15);
  });
});
