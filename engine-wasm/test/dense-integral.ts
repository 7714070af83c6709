/**
 * Test support: reference integrals by composite Gauss–Legendre quadrature, dense enough that their
 * error is far below what the engine is asked for (20 points per panel of width 0.01: exact for
 * polynomials of degree 39 on each panel).
 */

/** Nodes and weights of the n-point Gauss–Legendre rule on [-1, 1], by Newton's method on P_n. */
export function gaussLegendre(n: number): { nodes: number[]; weights: number[] } {
  const nodes: number[] = [];
  const weights: number[] = [];
  for (let index = 1; index <= n; index++) {
    let root = Math.cos((Math.PI * (index - 0.25)) / (n + 0.5));
    let derivative = 0;
    for (let iteration = 0; iteration < 100; iteration++) {
      let previous = 1;
      let current = root;
      for (let degree = 2; degree <= n; degree++) {
        const next = ((2 * degree - 1) * root * current - (degree - 1) * previous) / degree;
        previous = current;
        current = next;
      }
      derivative = (n * (root * current - previous)) / (root * root - 1);
      const step = current / derivative;
      root -= step;
      if (Math.abs(step) < 1e-17) break;
    }
    nodes.push(root);
    weights.push(2 / ((1 - root * root) * derivative * derivative));
  }
  return { nodes, weights };
}

const RULE = gaussLegendre(20);

/** ∫_a^b f(t) dt over panels no wider than `panel`. */
export function denseIntegral(f: (t: number) => number, a: number, b: number, panel = 0.01): number {
  if (a === b) return 0;
  const panels = Math.max(1, Math.ceil(Math.abs(b - a) / panel));
  const width = (b - a) / panels;
  let total = 0;
  for (let index = 0; index < panels; index++) {
    const centre = a + (index + 0.5) * width;
    let sum = 0;
    RULE.nodes.forEach((node, k) => (sum += RULE.weights[k] * f(centre + (node * width) / 2)));
    total += (sum * width) / 2;
  }
  return total;
}
