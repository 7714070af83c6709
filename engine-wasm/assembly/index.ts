/**
 * The WASM module's exports: the door the TypeScript binding (engine-wasm/index.ts) walks through.
 *
 * Calling convention: the binding calls `resetScratch`, allocates and fills the program and input
 * buffers with `allocateScratch`, then calls one entry point, which returns a status (status.ts) and
 * leaves any result in scratch memory for the binding to copy out before its next call.
 */
import { evaluateProgram } from './vm';
import { evaluateIntervalProgram } from './interval-vm';
import { validateProgram } from './program-validation';
import { STATUS_OK } from './status';
import { INPUT_X, INPUT_Y } from './opcodes';
import { evaluateReferenceFormula } from './reference-formula';
import { sampleExplicitCurve } from './sampler-explicit';
import { sampleImplicitCurve } from './sampler-implicit';
import {
  resultEvaluationCount,
  resultOriginX,
  resultOriginY,
  resultPolylinePointer,
  resultPolylineVertexCount,
  resultSegmentCount,
} from './curve-result';

export { resetScratch, allocateScratch } from './scratch';
export {
  STATUS_OK,
  STATUS_UNKNOWN_OPCODE,
  STATUS_STACK_UNDERFLOW,
  STATUS_STACK_OVERFLOW,
  STATUS_BAD_CONSTANT,
  STATUS_MISSING_INPUT,
  STATUS_BAD_RESULT_DEPTH,
  STATUS_TRUNCATED,
  STATUS_BAD_SCOPE,
  STATUS_BAD_REGISTER,
} from './status';
export { BLOCK_LANES, MAX_STACK_DEPTH } from './memory-layout';
export { MAX_CURVE_POINTS } from './sampler-explicit';
export {
  MAX_INTERVAL_EVALUATIONS,
  MAX_LEVEL_CELLS,
  setIntervalBudget as setImplicitIntervalBudget,
  setStripRows as setImplicitStripRows,
  chooseCellSizes as implicitSeedRows,
  levelCellCount as implicitLevelCells,
} from './implicit-quadtree';
export { INTERVAL_DISCONTINUOUS, INTERVAL_UNDEFINED } from './interval-register';

/** Bit k of `availableInputs` in validateProgram: input slot k was supplied (pointer not 0). */
function inputMask(inputX: usize, inputY: usize, inputT: usize): i32 {
  return i32(inputX != 0) | (i32(inputY != 0) << 1) | (i32(inputT != 0) << 2);
}

/** Evaluates the program at `count` points; inputs not supplied are passed as 0. */
export function evaluate(
  code: usize,
  codeLength: i32,
  constants: usize,
  constantCount: i32,
  inputX: usize,
  inputY: usize,
  inputT: usize,
  output: usize,
  count: i32,
): i32 {
  const status = validateProgram(code, codeLength, constantCount, inputMask(inputX, inputY, inputT));
  if (status != STATUS_OK) return status;
  evaluateProgram(code, codeLength, constants, inputX, inputY, inputT, output, count);
  return STATUS_OK;
}

/**
 * Evaluates the program over `count` boxes in interval mode (interval-vm.ts). `inputs` points at six
 * pointers: x low, x high, y low, y high, t low, t high (0 for inputs not supplied).
 */
export function evaluateIntervals(
  code: usize,
  codeLength: i32,
  constants: usize,
  constantCount: i32,
  inputs: usize,
  outputLow: usize,
  outputHigh: usize,
  outputFlags: usize,
  count: i32,
): i32 {
  const supplied = inputMask(load<usize>(inputs), load<usize>(inputs, 8), load<usize>(inputs, 16));
  const status = validateProgram(code, codeLength, constantCount, supplied);
  if (status != STATUS_OK) return status;
  evaluateIntervalProgram(code, codeLength, constants, inputs, outputLow, outputHigh, outputFlags, count);
  return STATUS_OK;
}

/** The hand-written x^2 + sin(3x) e^{-x} the VM is benchmarked against. */
export function referenceFormulaBatch(input: usize, output: usize, count: i32): void {
  evaluateReferenceFormula(input, output, count);
}

/**
 * Samples the explicit curve y = f(x) of a program that reads only x. On STATUS_OK the geometry is
 * described by the curve getters below until the next call.
 */
export function sampleExplicit(
  code: usize,
  codeLength: i32,
  constants: usize,
  constantCount: i32,
  xmin: f64,
  xmax: f64,
  ymin: f64,
  ymax: f64,
  widthPixels: f64,
  heightPixels: f64,
): i32 {
  const status = validateProgram(code, codeLength, constantCount, 1 << INPUT_X);
  if (status != STATUS_OK) return status;
  sampleExplicitCurve(code, codeLength, constants, xmin, xmax, ymin, ymax, widthPixels, heightPixels);
  return STATUS_OK;
}

/**
 * Samples the implicit curve F(x, y) = 0 of a program that reads x and y (sampler-implicit.ts). On
 * STATUS_OK the geometry is described by the curve getters below until the next call.
 */
export function sampleImplicit(
  code: usize,
  codeLength: i32,
  constants: usize,
  constantCount: i32,
  xmin: f64,
  xmax: f64,
  ymin: f64,
  ymax: f64,
  widthPixels: f64,
  heightPixels: f64,
): i32 {
  const status = validateProgram(code, codeLength, constantCount, (1 << INPUT_X) | (1 << INPUT_Y));
  if (status != STATUS_OK) return status;
  sampleImplicitCurve(code, codeLength, constants, xmin, xmax, ymin, ymax, widthPixels, heightPixels);
  return STATUS_OK;
}

export function curveOriginX(): f64 {
  return resultOriginX;
}

export function curveOriginY(): f64 {
  return resultOriginY;
}

export function curvePolylinePointer(): usize {
  return resultPolylinePointer;
}

/** Vertices (float32 pairs), breaks included. */
export function curvePolylineVertexCount(): i32 {
  return resultPolylineVertexCount;
}

export function curveSegmentCount(): i32 {
  return resultSegmentCount;
}

export function curveEvaluationCount(): i32 {
  return resultEvaluationCount;
}
