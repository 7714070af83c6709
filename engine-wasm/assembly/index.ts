/**
 * The WASM module's exports: the door the TypeScript binding (engine-wasm/index.ts) walks through.
 *
 * Calling convention: the binding calls `resetScratch`, allocates and fills the program and input
 * buffers with `allocateScratch`, then calls one entry point, which returns a status (status.ts) and
 * leaves any result in scratch memory for the binding to copy out before its next call.
 */
import { evaluateProgram } from './vm';
import { validateProgram } from './program-validation';
import { STATUS_OK } from './status';
import { INPUT_X } from './opcodes';
import { evaluateReferenceFormula } from './reference-formula';
import { sampleExplicitCurve } from './sampler-explicit';
import {
  resultEvaluationCount,
  resultOriginX,
  resultOriginY,
  resultPolylinePointer,
  resultPolylineVertexCount,
  resultSegmentCount,
  resultSegmentsPointer,
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
} from './status';
export { BLOCK_LANES, MAX_STACK_DEPTH } from './memory-layout';
export { MAX_CURVE_POINTS } from './sampler-explicit';
export { SEGMENT_VERTICES, SEGMENT_VERTEX_FLOATS } from './segment-expansion';

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

export function curveSegmentsPointer(): usize {
  return resultSegmentsPointer;
}

export function curveSegmentCount(): i32 {
  return resultSegmentCount;
}

export function curveEvaluationCount(): i32 {
  return resultEvaluationCount;
}
