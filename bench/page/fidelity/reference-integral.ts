/**
 * The truth of an integral curve y = ∫₀ˣ f(t) dt for a smooth f, in float64 with the browser's Math:
 * composite Gauss–Legendre quadrature (16 nodes per panel, panels 1/32 wide, boundaries at multiples of
 * the panel width, so every boundary is exact in binary). The integrals over whole panels from 0 outward
 * are summed once, with Neumaier's compensated summation, into a table that grows as far as it is asked;
 * a value is the table's entry at the last whole panel plus one Gauss–Legendre rule over the rest.
 *
 * For f(t) = sin(t²) at |t| ≤ 20 a panel's phase changes by at most 2|t|·h = 1.25 rad, where the 16-node
 * rule's truncation error (about (h·|t|)^32 / 32!) is far below float64 rounding: what remains is the
 * rounding of f's evaluations and of the sums, ~1e-16 (reference-integral.test.ts checks it against the
 * Fresnel power series and asymptotic expansion, independent of any quadrature).
 */

export interface IntegralReferenceOptions {
  /** Panel width (a power of two keeps panel boundaries exact). */
  readonly panelWidth?: number;
  /** Gauss–Legendre nodes per panel. */
  readonly order?: number;
}

export interface GaussLegendreRule {
  /** Nodes on [−1, 1], ascending. */
  readonly nodes: Float64Array;
  readonly weights: Float64Array;
}

/** Gauss–Legendre nodes and weights on [−1, 1]: Newton's method on the Legendre recurrence. */
export function gaussLegendre(order: number): GaussLegendreRule {
  const nodes = new Float64Array(order);
  const weights = new Float64Array(order);
  for (let index = 0; index < Math.ceil(order / 2); index++) {
    // Tricomi's initial guess for the root, then Newton until the step vanishes.
    let x = Math.cos((Math.PI * (index + 0.75)) / (order + 0.5));
    let derivative = 0;
    for (let iteration = 0; iteration < 100; iteration++) {
      let previous = 1;
      let current = x;
      for (let degree = 2; degree <= order; degree++) {
        const next = ((2 * degree - 1) * x * current - (degree - 1) * previous) / degree;
        previous = current;
        current = next;
      }
      derivative = (order * (x * current - previous)) / (x * x - 1);
      const step = current / derivative;
      x -= step;
      if (Math.abs(step) <= 1e-17) break;
    }
    const weight = 2 / ((1 - x * x) * derivative * derivative);
    nodes[index] = -x;
    nodes[order - 1 - index] = x;
    weights[index] = weight;
    weights[order - 1 - index] = weight;
  }
  return { nodes, weights };
}

/** ∫ₐᵇ f by one Gauss–Legendre rule. */
function integrateRule(f: (t: number) => number, a: number, b: number, rule: GaussLegendreRule): number {
  const half = (b - a) / 2;
  const middle = a + half;
  let sum = 0;
  for (let index = 0; index < rule.nodes.length; index++) {
    sum += rule.weights[index] * f(middle + half * rule.nodes[index]);
  }
  return sum * half;
}

/**
 * Integrals from 0 to k·h (or to −k·h), k = 0, 1, …, kept as compensated sums: `sums[k] + compensations[k]`.
 */
class PanelTable {
  readonly #sums: number[] = [0];
  readonly #compensations: number[] = [0];

  constructor(
    private readonly panel: (k: number) => number,
    private readonly maxPanels: number,
  ) {}

  /** ∫ from 0 to the end of panel k−1 (k whole panels). */
  at(k: number): number {
    if (k > this.maxPanels)
      throw new Error(`integral reference: ${k} panels asked, at most ${this.maxPanels}`);
    while (this.#sums.length <= k) {
      const last = this.#sums.length - 1;
      const sum = this.#sums[last];
      const term = this.panel(last);
      const next = sum + term;
      // Neumaier: the low-order bits lost in `sum + term`, whichever is larger.
      const lost = Math.abs(sum) >= Math.abs(term) ? sum - next + term : term - next + sum;
      this.#sums.push(next);
      this.#compensations.push(this.#compensations[last] + lost);
    }
    return this.#sums[k] + this.#compensations[k];
  }
}

/** y(x) = ∫₀ˣ f(t) dt for smooth f; undefined (NaN) for non-finite x. */
export function integralFromZero(
  f: (t: number) => number,
  options: IntegralReferenceOptions = {},
): (x: number) => number {
  const width = options.panelWidth ?? 1 / 32;
  const rule = gaussLegendre(options.order ?? 16);
  const maxPanels = 1 << 22;
  const positive = new PanelTable((k) => integrateRule(f, k * width, (k + 1) * width, rule), maxPanels);
  // ∫ from −(k+1)h to −kh, so the table holds ∫ from −kh to 0.
  const negative = new PanelTable((k) => integrateRule(f, -(k + 1) * width, -k * width, rule), maxPanels);
  return (x) => {
    if (!Number.isFinite(x)) return NaN;
    if (x >= 0) {
      const k = Math.floor(x / width);
      return positive.at(k) + integrateRule(f, k * width, x, rule);
    }
    const k = Math.floor(-x / width);
    return -(negative.at(k) + integrateRule(f, x, -k * width, rule));
  };
}
