/**
 * The implicit sampler's run: its program F and its pixel view, set once per run by sampler-implicit.ts
 * and read by the quadtree, the grid points and the contouring, which all evaluate the same F over the
 * same view. Pixel coordinates map to math as xmin + px · xPerPixel (the rounding every part must share).
 */
import { evaluateProgram } from './vm';

export let programCode: usize = 0;
export let programLength: i32 = 0;
export let programConstants: usize = 0;
export let mathXmin: f64 = 0;
export let mathYmin: f64 = 0;
export let xPerPixel: f64 = 0;
export let yPerPixel: f64 = 0;

export function startImplicitRun(
  code: usize,
  codeLength: i32,
  constants: usize,
  xmin: f64,
  ymin: f64,
  xPixelSize: f64,
  yPixelSize: f64,
): void {
  programCode = code;
  programLength = codeLength;
  programConstants = constants;
  mathXmin = xmin;
  mathYmin = ymin;
  xPerPixel = xPixelSize;
  yPerPixel = yPixelSize;
}

/** F at `count` points (xs[i], ys[i]) into `values`, in one point-VM call. */
export function evaluateF(xs: usize, ys: usize, values: usize, count: i32): void {
  evaluateProgram(programCode, programLength, programConstants, xs, ys, 0, values, count);
}
