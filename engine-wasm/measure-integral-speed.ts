/**
 * Prints how long sampling the curve y = ∫_0^x sin(t²) dt takes (sampleExplicit over x in [-10, 10],
 * 1000 × 700 px; best of 30 after warm-up) and its accuracy: the curve's values at 2001 points against
 * a dense Gauss–Legendre reference (test/dense-integral.ts). Also the same integral per lane (a body
 * that reads x, so no accumulation) for comparison.
 * Run: npm run build:wasm && npx tsx engine-wasm/measure-integral-speed.ts
 */
import { loadEngineForNode } from './load-node';
import { add, assembleProgram, constant, integral, multiply, sin, square, x } from './test/program-builder';
import { denseIntegral } from './test/dense-integral';

const engine = await loadEngineForNode();
const viewport = { xmin: -10, xmax: 10, ymin: -1, ymax: 1, widthPixels: 1000, heightPixels: 700 };
const accumulated = assembleProgram(integral(constant(0), x, (t) => sin(square(t))));
// 0·x makes the body read x: every lane is integrated on its own.
const perLane = assembleProgram(
  integral(constant(0), x, (t) => add(sin(square(t)), multiply(constant(0), x))),
);

function bestMilliseconds(run: () => void, rounds: number): number {
  for (let round = 0; round < 5; round++) run();
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

const sampleMilliseconds = bestMilliseconds(() => engine.sampleExplicit(accumulated, viewport), 30);
const curve = engine.sampleExplicit(accumulated, viewport);
console.log(
  `sampleExplicit ∫_0^x sin(t²) dt, 1000 px: ${sampleMilliseconds.toFixed(2)} ms ` +
    `(${engine.lastSampleEvaluationCount()} evaluations, ${curve.segmentCount} segments)`,
);

const points = Float64Array.from({ length: 2001 }, (_, index) => -10 + index / 100);
const reference = Array.from(points, (point) => denseIntegral((t) => Math.sin(t * t), 0, point, 0.005));
for (const [name, program] of [
  ['accumulated', accumulated],
  ['per lane', perLane],
] as const) {
  let values: Float64Array = new Float64Array(0);
  const milliseconds = bestMilliseconds(() => (values = engine.evaluate(program, { x: points })), 10);
  const worst = values.reduce((most, value, index) => Math.max(most, Math.abs(value - reference[index])), 0);
  console.log(
    `evaluate at 2001 points, ${name}: ${milliseconds.toFixed(2)} ms, max error ${worst.toExponential(2)}`,
  );
}
