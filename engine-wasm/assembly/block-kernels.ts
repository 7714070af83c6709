/**
 * One loop per instruction over the lanes of a block. Binary kernels combine the two top slots into the
 * lower one (`target`), unary kernels rewrite their slot in place, so no kernel ever allocates.
 * `byteCount` is lanes * 8. The point functions live in point-kernels.ts.
 *
 * Why a loop written out per operation instead of one loop taking the point function as a value:
 * AssemblyScript calls function values through call_indirect, which Binaryen cannot turn back into a
 * direct call, and that doubled the time of the benchmark formula. For the same reason the tan loop
 * spells out trigonometry.ts's range check instead of calling its wrapper: the check stays in the loop
 * and the common case calls std directly. The sin and cos loops inline their own path (sine-cosine.ts).
 *
 * No @inline decorators (Prettier cannot parse them on functions): each loop has one call site and
 * Binaryen inlines those, and the point functions are small enough to inline on their own.
 */
import {
  absolute,
  add,
  arccosine,
  arcsine,
  arctangent,
  commonLogarithm,
  cosecant,
  cotangent,
  divide,
  exponential,
  hyperbolicCosine,
  hyperbolicSine,
  hyperbolicTangent,
  multiply,
  naturalLogarithm,
  negate,
  realPower,
  secant,
  square,
  squareRoot,
  subtract,
} from './point-kernels';
import { cosineOfLane, sineOfLane } from './sine-cosine';
import { isMediumArgument, tangentOfMediumArgument } from './trigonometry';

export function fillBlock(target: usize, value: f64, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) store<f64>(target + offset, value);
}

export function addBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, add(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function subtractBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, subtract(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function multiplyBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, multiply(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function divideBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, divide(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function powerBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, realPower(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function negateBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, negate(load<f64>(target + offset)));
}

export function squareBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, square(load<f64>(target + offset)));
}

export function squareRootBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, squareRoot(load<f64>(target + offset)));
}

export function sineBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, sineOfLane(load<f64>(target + offset)));
}

export function cosineBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, cosineOfLane(load<f64>(target + offset)));
}

export function tangentBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    const value = load<f64>(target + offset);
    store<f64>(target + offset, isMediumArgument(value) ? tangentOfMediumArgument(value) : Math.tan(value));
  }
}

export function exponentialBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, exponential(load<f64>(target + offset)));
}

export function naturalLogarithmBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, naturalLogarithm(load<f64>(target + offset)));
}

export function commonLogarithmBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, commonLogarithm(load<f64>(target + offset)));
}

export function absoluteBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, absolute(load<f64>(target + offset)));
}

export function arcsineBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, arcsine(load<f64>(target + offset)));
}

export function arccosineBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, arccosine(load<f64>(target + offset)));
}

export function arctangentBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, arctangent(load<f64>(target + offset)));
}

export function hyperbolicSineBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, hyperbolicSine(load<f64>(target + offset)));
}

export function hyperbolicCosineBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, hyperbolicCosine(load<f64>(target + offset)));
}

export function hyperbolicTangentBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, hyperbolicTangent(load<f64>(target + offset)));
}

export function cotangentBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, cotangent(load<f64>(target + offset)));
}

export function secantBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, secant(load<f64>(target + offset)));
}

export function cosecantBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, cosecant(load<f64>(target + offset)));
}
