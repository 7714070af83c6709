/**
 * Prints the VM's speed on x^2 + sin(3x) e^{-x} over 1e6 points against the hand-written formula, and
 * the interval VM's boxes per second on three formulas.
 * Run: npm run build:wasm && npx tsx engine-wasm/measure-vm-speed.ts
 */
import { loadEngineForNode } from './load-node';
import { measureIntervalSpeed, measureVmSpeed } from './test/measure-speed';
import {
  add,
  assembleProgram,
  BENCHMARK_FORMULA,
  constant,
  multiply,
  operation,
  sin,
  square,
  subtract,
  x,
  y,
} from './test/program-builder';

const engine = await loadEngineForNode();
const { points, vmMilliseconds, handWrittenMilliseconds, ratio, vmPointsPerSecond } = measureVmSpeed(
  engine,
  1_000_000,
  15,
);
console.log(`points: ${points}`);
console.log(
  `VM (bytecode):        ${vmMilliseconds.toFixed(2)} ms  (${(vmPointsPerSecond / 1e6).toFixed(1)} M points/s)`,
);
console.log(`hand-written (AS):    ${handWrittenMilliseconds.toFixed(2)} ms`);
console.log(`ratio hand-written/VM: ${ratio.toFixed(3)} (target >= 0.6)`);

const intervalFormulas = {
  'x^2 + sin(3x) e^{-x}': BENCHMARK_FORMULA,
  'x^2 + y^2 - 25': subtract(add(square(x), square(y)), constant(25)),
  'sin(x^2 + y^2) - cos(xy)': subtract(sin(add(square(x), square(y))), operation('COS', multiply(x, y))),
};
for (const [name, node] of Object.entries(intervalFormulas)) {
  const boxesPerSecond = measureIntervalSpeed(engine, assembleProgram(node), 1_000_000, 7);
  console.log(`intervals, ${name}: ${(boxesPerSecond / 1e6).toFixed(1)} M boxes/s`);
}
