/**
 * Prints the VM's speed on x^2 + sin(3x) e^{-x} over 1e6 points against the hand-written formula.
 * Run: npm run build:wasm && npx tsx engine-wasm/measure-vm-speed.ts
 */
import { loadEngineForNode } from './load-node';
import { measureVmSpeed } from './test/measure-speed';

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
