/**
 * POW as a graphing calculator means it, step for step the same as `realPower` in
 * language/operations.ts (the reference the differential tests compare against): a negative base with
 * an exponent p/q of small odd q (x^{1/3}, x^{2/3}) has a real value, sign taken from p's parity.
 *
 * Math.pow is AssemblyScript's std pow (see: musl/src/math/pow.c), which keeps JavaScript's special
 * cases (pow(1, NaN) = NaN, pow(-1, ±Infinity) = NaN); Math.round rounds halves up as JavaScript does.
 */

function isIntegerValue(value: f64): bool {
  return Math.floor(value) == value && value - value == 0;
}

export function realPower(base: f64, exponent: f64): f64 {
  if (base >= 0 || isIntegerValue(exponent)) return Math.pow(base, exponent);
  // Odd denominators 3..99, the same search and the same 1e-9 tolerance as the reference.
  for (let denominator = 3; denominator <= 99; denominator += 2) {
    const scaled = exponent * <f64>denominator;
    const numerator = Math.round(scaled);
    if (Math.abs(numerator - scaled) < 1e-9) {
      const magnitude = Math.pow(-base, exponent);
      return numerator % 2 == 0 ? magnitude : -magnitude;
    }
  }
  return NaN;
}
