/**
 * Outward rounding for interval bounds: the neighbouring doubles below and above a value.
 *
 * Why whole ulps and not a rounding mode: WASM has round-to-nearest only. A correctly rounded result
 * (+ - * / sqrt) lies within half an ulp of the true value, so one step outward contains it; std's libm
 * kernels (musl ports) stay within one ulp, and the point VM evaluates the same kernels at the inner
 * points, so LIBM_ULPS steps outward contain both the true values and the VM's.
 */

/** Steps outward from a libm result: its own error (< 1 ulp) plus the point VM's at inner points. */
export const LIBM_ULPS: i32 = 4;

export function nextDown(value: f64): f64 {
  if (value != value || value == -Infinity) return value;
  if (value == 0) return -5e-324;
  const bits = reinterpret<i64>(value);
  return reinterpret<f64>(value > 0 ? bits - 1 : bits + 1);
}

export function nextUp(value: f64): f64 {
  if (value != value || value == Infinity) return value;
  if (value == 0) return 5e-324;
  const bits = reinterpret<i64>(value);
  return reinterpret<f64>(value > 0 ? bits + 1 : bits - 1);
}

/** Bit patterns (magnitude) between which stepping by a few ulps is plain integer arithmetic on the bits. */
const FAST_FROM: i64 = 0x0010000000000000; // the smallest normal double
const FAST_BELOW: i64 = 0x7fe0000000000000; // 2^1023: far below Infinity

export function stepsDown(value: f64, steps: i32): f64 {
  const bits = reinterpret<i64>(value);
  const magnitude = bits & 0x7fffffffffffffff;
  if (magnitude >= FAST_FROM && magnitude < FAST_BELOW) {
    return reinterpret<f64>(value > 0 ? bits - <i64>steps : bits + <i64>steps);
  }
  let result = value;
  for (let step = 0; step < steps; step++) result = nextDown(result);
  return result;
}

export function stepsUp(value: f64, steps: i32): f64 {
  const bits = reinterpret<i64>(value);
  const magnitude = bits & 0x7fffffffffffffff;
  if (magnitude >= FAST_FROM && magnitude < FAST_BELOW) {
    return reinterpret<f64>(value > 0 ? bits + <i64>steps : bits - <i64>steps);
  }
  let result = value;
  for (let step = 0; step < steps; step++) result = nextUp(result);
  return result;
}

/** A lower bound below `value` by a relative error `relative` (for results with a known error bound). */
export function relativeDown(value: f64, relative: f64): f64 {
  if (value - value != 0) return value;
  return nextDown(value - Math.abs(value) * relative);
}

export function relativeUp(value: f64, relative: f64): f64 {
  if (value - value != 0) return value;
  return nextUp(value + Math.abs(value) * relative);
}
