/**
 * Test support: times the VM running x^2 + sin(3x) e^{-x} against the same formula hand-written in
 * AssemblyScript, through the binding (both pay the same copies in and out of WASM memory).
 * Runs alternate and each side keeps its fastest run, so load from other processes hurts neither side.
 */
import type { Engine, EngineProgram } from '../index';
import { assembleProgram, BENCHMARK_FORMULA } from './program-builder';

export interface SpeedMeasurement {
  readonly points: number;
  readonly vmMilliseconds: number;
  readonly handWrittenMilliseconds: number;
  /** hand-written time / VM time: 1 means the VM is as fast as hand-written code. */
  readonly ratio: number;
  readonly vmPointsPerSecond: number;
}

export function measureVmSpeed(engine: Engine, points: number, rounds: number): SpeedMeasurement {
  const x = Float64Array.from({ length: points }, (_, index) => -10 + (20 * index) / points);
  const program = assembleProgram(BENCHMARK_FORMULA);
  let vmMilliseconds = Infinity;
  let handWrittenMilliseconds = Infinity;
  for (let round = 0; round < rounds; round++) {
    let started = performance.now();
    engine.evaluate(program, { x });
    vmMilliseconds = Math.min(vmMilliseconds, performance.now() - started);
    started = performance.now();
    engine.evaluateReferenceFormula(x);
    handWrittenMilliseconds = Math.min(handWrittenMilliseconds, performance.now() - started);
  }
  return {
    points,
    vmMilliseconds,
    handWrittenMilliseconds,
    ratio: handWrittenMilliseconds / vmMilliseconds,
    vmPointsPerSecond: points / (vmMilliseconds / 1000),
  };
}

/** Boxes per second of the interval VM on a program of x and y: 10^6 small boxes on a grid, best of `rounds`. */
export function measureIntervalSpeed(
  engine: Engine,
  program: EngineProgram,
  boxes: number,
  rounds: number,
): number {
  const side = Math.ceil(Math.sqrt(boxes));
  const cell = 20 / side;
  const xLow = Float64Array.from({ length: boxes }, (_, index) => -10 + (index % side) * cell);
  const yLow = Float64Array.from({ length: boxes }, (_, index) => -10 + Math.floor(index / side) * cell);
  const inputs = {
    x: { lo: xLow, hi: xLow.map((value) => value + cell) },
    y: { lo: yLow, hi: yLow.map((value) => value + cell) },
  };
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    engine.evaluateIntervals(program, inputs);
    best = Math.min(best, performance.now() - started);
  }
  return boxes / (best / 1000);
}
