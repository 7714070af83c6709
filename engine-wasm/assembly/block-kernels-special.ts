/**
 * Lane loops of the special functions: two-argument arctan, Γ, ψ⁽ⁿ⁾, erf, the t and χ² cdfs and quantiles
 * and the combinatorics, the inverse
 * reciprocal trig, the reciprocal and inverse hyperbolic functions. Written out per operation for the
 * reasons given in block-kernels.ts.
 */
import {
  arccosecant,
  arccotangent,
  arcsecant,
  arctangent2,
  areaHyperbolicCosine,
  areaHyperbolicSine,
  areaHyperbolicTangent,
  hyperbolicCosecant,
  hyperbolicCotangent,
  hyperbolicSecant,
} from './point-kernels';
import {
  choose,
  factorial,
  gamma,
  greatestCommonDivisor,
  leastCommonMultiple,
  permutations,
} from './special-functions';
import { polygamma } from './polygamma';
import { errorFunction } from './error-function';
import { chiSquareCumulative, chiSquareQuantile, tCumulative, tQuantile } from './t-chi-square';

export function arctangent2Blocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, arctangent2(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function chooseBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, choose(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function permutationsBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, permutations(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function greatestCommonDivisorBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(
      target + offset,
      greatestCommonDivisor(load<f64>(target + offset), load<f64>(operand + offset)),
    );
  }
}

export function leastCommonMultipleBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, leastCommonMultiple(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function polygammaBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, polygamma(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function factorialBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, factorial(load<f64>(target + offset)));
}

export function gammaBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, gamma(load<f64>(target + offset)));
}

export function arccotangentBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, arccotangent(load<f64>(target + offset)));
}

export function arcsecantBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, arcsecant(load<f64>(target + offset)));
}

export function arccosecantBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, arccosecant(load<f64>(target + offset)));
}

export function hyperbolicSecantBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, hyperbolicSecant(load<f64>(target + offset)));
}

export function hyperbolicCosecantBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, hyperbolicCosecant(load<f64>(target + offset)));
}

export function hyperbolicCotangentBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, hyperbolicCotangent(load<f64>(target + offset)));
}

export function areaHyperbolicSineBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, areaHyperbolicSine(load<f64>(target + offset)));
}

export function areaHyperbolicCosineBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, areaHyperbolicCosine(load<f64>(target + offset)));
}

export function areaHyperbolicTangentBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, areaHyperbolicTangent(load<f64>(target + offset)));
}

export function errorFunctionBlock(target: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8)
    store<f64>(target + offset, errorFunction(load<f64>(target + offset)));
}

export function tCumulativeBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, tCumulative(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function tQuantileBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, tQuantile(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function chiSquareCumulativeBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, chiSquareCumulative(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}

export function chiSquareQuantileBlocks(target: usize, operand: usize, byteCount: usize): void {
  for (let offset: usize = 0; offset < byteCount; offset += 8) {
    store<f64>(target + offset, chiSquareQuantile(load<f64>(target + offset), load<f64>(operand + offset)));
  }
}
