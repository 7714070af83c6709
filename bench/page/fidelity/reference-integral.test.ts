import { describe, expect, it } from 'vitest';
import { gaussLegendre, integralFromZero } from './reference-integral';

/** ∫₀ˣ sin(t²) dt = Σ (−1)ⁿ x^(4n+3) / ((2n+1)! (4n+3)): accurate to ~1e-15 for |x| ≤ 2. */
function fresnelSeries(x: number): number {
  let sum = 0;
  let power = x * x * x; // x^(4n+3)
  let factorial = 1; // (2n+1)!
  for (let n = 0; n < 40; n++) {
    if (n > 0) {
      power *= x ** 4;
      factorial *= 2 * n * (2 * n + 1);
    }
    sum += ((n % 2 === 0 ? 1 : -1) * power) / (factorial * (4 * n + 3));
  }
  return sum;
}

/**
 * ∫₀ˣ sin(t²) dt = √(π/8) − ∫ₓ^∞ sin(t²) dt, the tail by its asymptotic expansion in X = x²:
 * cos X/(2x) + sin X/(4x³) − 3 cos X/(8x⁵) − 15 sin X/(16x⁷) + …, term k carrying (2k−1)!!/2^(k+1).
 * Its terms shrink below 1e-17 before they grow for x ≥ 6; summed until they do.
 */
function fresnelAsymptotic(x: number): number {
  const phase = x * x;
  const signs = [1, 1, -1, -1];
  let tail = 0;
  let coefficient = 0.5; // (2k−1)!! / 2^(k+1), k = 0
  for (let k = 0; k < 60; k++) {
    if (k > 0) coefficient *= (2 * k - 1) / 2;
    const size = coefficient / x ** (2 * k + 1);
    if (size < 1e-17) break;
    tail += signs[k % 4] * size * (k % 2 === 0 ? Math.cos(phase) : Math.sin(phase));
  }
  return Math.sqrt(Math.PI / 8) - tail;
}

describe('integralFromZero', () => {
  const fresnel = integralFromZero((t) => Math.sin(t * t));

  it('has Gauss–Legendre nodes that integrate polynomials of degree 2n − 1 exactly', () => {
    const rule = gaussLegendre(16);
    expect(rule.weights.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(2, 14);
    // ∫₋₁¹ t^30 dt = 2/31
    const moment = rule.nodes.reduce((sum, node, index) => sum + rule.weights[index] * node ** 30, 0);
    expect(Math.abs(moment - 2 / 31)).toBeLessThan(1e-15);
  });

  it('agrees with the Fresnel power series near 0', () => {
    for (let x = -2; x <= 2; x += 0.0625 * 0.99) {
      expect(Math.abs(fresnel(x) - fresnelSeries(x)), `x = ${x}`).toBeLessThan(2e-15);
    }
  });

  it('agrees with the asymptotic expansion far out, on both sides', () => {
    for (let x = 6; x <= 20; x += 0.173) {
      expect(Math.abs(fresnel(x) - fresnelAsymptotic(x)), `x = ${x}`).toBeLessThan(1e-14);
      expect(Math.abs(fresnel(-x) + fresnelAsymptotic(x)), `x = ${-x}`).toBeLessThan(1e-14);
    }
  });

  it('integrates cos to sin over a long range', () => {
    const sine = integralFromZero(Math.cos);
    for (let x = -40; x <= 40; x += 0.377) expect(Math.abs(sine(x) - Math.sin(x))).toBeLessThan(1e-14);
    expect(sine(0)).toBe(0);
    expect(sine(NaN)).toBeNaN();
  });
});
