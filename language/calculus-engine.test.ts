/**
 * The calculus through the WASM engine (build/engine.wasm): derivative programs of every registry
 * operation and of textbook formulas run in the point VM as the reference interpreter runs them, and in
 * the interval VM their boxes contain the point values; integrals and range sums that vary with x agree
 * with their closed forms in the VM.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine-wasm/index';
import { loadEngineForNode } from '../engine-wasm/load-node';
import { analyzeExpressionList } from './analyze-list';
import { differentiate } from './derivative';
import { emitProgram } from './emit';
import { evaluateReference } from './evaluate-reference';
import { OPERATIONS } from './operations';
import type { EngineProgram, ProgramNode } from './program';
import { constant, OperationBudget, operate } from './values';

let engine: Engine;

beforeAll(async () => {
  engine = await loadEngineForNode();
});

const X: ProgramNode = { kind: 'input', input: 'x' };
const POINTS = Float64Array.from(
  { length: 64 },
  (_, index) => -6 + 12 * (((index + 1) * 0.6180339887498949) % 1),
);

function curveOf(...latex: string[]): EngineProgram {
  const results = analyzeExpressionList(
    latex.map((text, index) => ({ id: String(index), latex: text })),
    { degreeMode: false },
  );
  const entry = results.get(String(latex.length - 1))!;
  if (entry.effect.kind !== 'explicit')
    throw new Error(`${latex.join('; ')}: ${JSON.stringify(entry.error)}`);
  return entry.effect.programs[0];
}

/** |a − b| within `tolerance` relative (NaN agrees only with NaN). */
function agrees(a: number, b: number, tolerance: number): boolean {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) && Number.isNaN(b);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(b));
}

const derivativeCases = OPERATIONS.filter((operation) => operation.derivative && operation.reference).flatMap(
  (operation) => {
    const budget = new OperationBudget({ start: 0, end: 0 });
    const trees: [string, ProgramNode][] =
      operation.arity === 1
        ? [[operation.name, operate(operation.name, [X])]]
        : operation.arity === 2
          ? [
              [`${operation.name}(x, 2)`, operate(operation.name, [X, constant(2)])],
              [`${operation.name}(1.5, x)`, operate(operation.name, [constant(1.5), X])],
            ]
          : [
              [
                operation.name,
                operate(operation.name, [operate('GREATER', [X, constant(1)]), operate('SQUARE', [X]), X]),
              ],
            ];
    return trees.map(([name, tree]) => [name, emitProgram(differentiate(tree, X as never, budget))] as const);
  },
);

describe('derivative programs in the WASM VM', () => {
  it.each(derivativeCases)("%s' agrees with the reference interpreter", (name, program) => {
    const values = engine.evaluate(program, { x: POINTS });
    POINTS.forEach((x, index) => {
      const expected = evaluateReference(program, { x });
      expect(
        agrees(values[index], expected, 1e-12),
        `${name}' at ${x}: ${values[index]} vs ${expected}`,
      ).toBe(true);
    });
  });

  it.each(derivativeCases)("%s' boxes contain its point values (interval VM)", (name, program) => {
    const widths = [0, 1e-9, 1e-3, 0.25];
    for (const width of widths) {
      const lo = POINTS.map((x) => x - width / 2);
      const hi = POINTS.map((x) => x + width / 2);
      const boxes = engine.evaluateIntervals(program, { x: { lo, hi } });
      POINTS.forEach((x, index) => {
        for (const point of [lo[index], x, hi[index]]) {
          const value = engine.evaluate(program, { x: Float64Array.of(point) })[0];
          if (Number.isNaN(value)) {
            const flagged = (boxes.flags[index] & engine.intervalFlags.possiblyUndefined) !== 0;
            expect(flagged || Number.isNaN(boxes.lo[index]), `${name}' at ${point}: NaN not flagged`).toBe(
              true,
            );
            continue;
          }
          const inside = boxes.lo[index] <= value && value <= boxes.hi[index];
          expect(
            inside,
            `${name}' at ${point} in [${lo[index]}, ${hi[index]}]: ${value} ∉ [${boxes.lo[index]}, ${boxes.hi[index]}]`,
          ).toBe(true);
        }
      });
    }
  });

  it('runs textbook derivatives, nested functions and Leibniz integrals in the VM', () => {
    const cases: [EngineProgram, (x: number) => number][] = [
      [
        curveOf('y=\\frac{d}{dx}\\left(x^2\\sin(3x)e^{-x}\\right)'),
        (x) =>
          (2 * x * Math.sin(3 * x) + 3 * x * x * Math.cos(3 * x) - x * x * Math.sin(3 * x)) * Math.exp(-x),
      ],
      [curveOf('f(x)=x^3', 'g(x)=\\sin(f(x))', "y=g'(x)"), (x) => 3 * x * x * Math.cos(x ** 3)],
      [curveOf('y=\\frac{d}{dx}\\int_0^x\\sin(t^2)dt'), (x) => Math.sin(x * x)],
      [
        curveOf('y=\\frac{d^2}{dx^2}\\Gamma(x+3)'),
        (x) => evaluateReference(curveOf('y=\\frac{d^2}{dx^2}\\Gamma(x+3)'), { x }),
      ],
    ];
    const xs = Float64Array.from([-0.9, -0.4, 0.3, 1.1, 2.2]);
    for (const [program, truth] of cases) {
      const values = engine.evaluate(program, { x: xs });
      xs.forEach((x, index) =>
        expect(agrees(values[index], truth(x), 1e-11), `at ${x}: ${values[index]} vs ${truth(x)}`).toBe(true),
      );
    }
  });
});

describe('integrals and range sums that vary with x, in the WASM VM', () => {
  const xs = Float64Array.from([-3, -1.25, -0.5, 0, 0.75, 2, 4.5]);

  it.each<[string, (x: number) => number]>([
    ['y=\\int_0^x\\cos(t)dt', Math.sin],
    ['y=\\int_x^{x+1}t^2dt', (x) => ((x + 1) ** 3 - x ** 3) / 3],
    ['y=\\int_0^1 xt\\,dt', (x) => x / 2],
    [
      'y=\\int_{-\\infty}^{x}e^{-t^2}dt',
      (x) => evaluateReference(curveOf('y=\\int_{-\\infty}^{x}e^{-t^2}dt'), { x }),
    ],
    ['y=\\int_0^1\\int_0^{x}s\\,t\\,ds\\,dt', (x) => (x * x) / 4],
    [
      'y=\\sum_{n=0}^{\\lfloor x+5\\rfloor}n',
      (x) => {
        const m = Math.round(Math.floor(x + 5));
        return m < 0 ? 0 : (m * (m + 1)) / 2;
      },
    ],
    [
      'y=\\prod_{k=1}^{x+4}k',
      (x) => {
        let p = 1;
        for (let k = 1; k <= Math.round(x + 4); k++) p *= k;
        return p;
      },
    ],
  ])('%s', (latex, truth) => {
    const program = curveOf(latex);
    const values = engine.evaluate(program, { x: xs });
    xs.forEach((x, index) => {
      expect(agrees(values[index], truth(x), 1e-10), `at ${x}: ${values[index]} vs ${truth(x)}`).toBe(true);
      expect(agrees(values[index], evaluateReference(program, { x }), 1e-10), `reference at ${x}`).toBe(true);
    });
  });

  it('is undefined where the integral diverges', () => {
    const program = curveOf('y=\\int_x^{1}\\frac{1}{t}dt');
    const [atZero, atHalf] = engine.evaluate(program, { x: Float64Array.of(0, 0.5) });
    expect(atZero).toBeNaN();
    expect(atHalf).toBeCloseTo(Math.log(2), 12);
  });
});
