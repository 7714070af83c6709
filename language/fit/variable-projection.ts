/**
 * Variable projection for separable least squares: a model f(θ) whose parameters split into α, which
 * enter linearly (f = Σ αⱼ·φⱼ(β) + h(β)), and β, which do not. For any β the best α is a linear least
 * squares solve, so the nonlinear search runs over β alone, on the reduced residual
 * r(β) = (I − P(β))·(y − h(β)), P the projection onto the columns φⱼ(β).
 *
 * Why: fewer parameters to search (a sine a·sin(bx + c) + d searches b and c, not four), no starting
 * values for α at all, and a better-conditioned problem; Golub and Pereyra show the reduced problem has the
 * same minimizers. Its Jacobian is Kaufman's: −(I − P)·∂f/∂βₖ at (α(β), β), which keeps the exact gradient.
 *
 * see: G. H. Golub, V. Pereyra, "The differentiation of pseudo-inverses and nonlinear least squares
 * problems whose variables separate", SIAM J. Numer. Anal. 10 (1973); L. Kaufman, "A variable projection
 * method for solving separable nonlinear least squares problems", BIT 15 (1975) 49–57; D. P. O'Leary,
 * B. W. Rust, "Variable projection for nonlinear least squares problems", Comput. Optim. Appl. 54 (2013).
 */
import {
  applyQ,
  applyQTranspose,
  factorQr,
  numericalRank,
  solveUpper,
  type QrFactorization,
} from './householder-qr';
import type { ResidualProblem } from './levenberg-marquardt';

/** A model evaluated at every data point at once. */
export interface ModelFunctions {
  readonly pointCount: number;
  readonly parameterCount: number;
  /**
   * Which parameters enter linearly, as a set: no derivative ∂f/∂θⱼ of one of them reads any of them
   * (so φⱼ = ∂f/∂θⱼ does not depend on α).
   */
  readonly linear: readonly boolean[];
  /** f at every point into `out`. */
  values(parameters: Float64Array, out: Float64Array): void;
  /** ∂f/∂θ_index at every point into `out`. */
  derivative(parameters: Float64Array, index: number, out: Float64Array): void;
}

const RANK_TOLERANCE = 1e-13;

/**
 * The reduced problem over the nonlinear parameters, for `minimizeLevenbergMarquardt`. `complete(β)`
 * gives every parameter, α solved for β (after the last `residuals` call at β).
 */
export class ProjectedProblem implements ResidualProblem {
  readonly residualCount: number;
  readonly parameterCount: number;
  private readonly linearIndices: number[];
  private readonly nonlinearIndices: number[];
  private readonly full: Float64Array;
  private readonly basis: Float64Array;
  private qr: QrFactorization | undefined;
  private rank = 0;
  private readonly scales: Float64Array;

  constructor(
    private readonly model: ModelFunctions,
    private readonly observations: Float64Array,
    template: ArrayLike<number>,
  ) {
    this.linearIndices = model.linear.flatMap((isLinear, index) => (isLinear ? [index] : []));
    this.nonlinearIndices = model.linear.flatMap((isLinear, index) => (isLinear ? [] : [index]));
    this.residualCount = model.pointCount;
    this.parameterCount = this.nonlinearIndices.length;
    this.full = Float64Array.from(template);
    this.basis = new Float64Array(model.pointCount * this.linearIndices.length);
    this.scales = new Float64Array(this.linearIndices.length);
  }

  /** The nonlinear parameters of a full parameter vector, in order. */
  nonlinearPart(parameters: ArrayLike<number>): Float64Array {
    return Float64Array.from(this.nonlinearIndices, (index) => parameters[index]);
  }

  /** Every parameter at β, with α as the last `residuals` call solved it. */
  complete(nonlinear: ArrayLike<number>): Float64Array {
    const full = this.full.slice();
    this.nonlinearIndices.forEach((index, position) => (full[index] = nonlinear[position]));
    return full;
  }

  residuals(nonlinear: Float64Array, out: Float64Array): void {
    const { model, full, observations, basis, linearIndices } = this;
    const rows = model.pointCount;
    this.nonlinearIndices.forEach((index, position) => (full[index] = nonlinear[position]));
    for (const index of linearIndices) full[index] = 0;
    // y − h(β), h the model with every linear parameter 0.
    model.values(full, out);
    for (let row = 0; row < rows; row++) out[row] = observations[row] - out[row];
    if (linearIndices.length === 0) return;
    // φⱼ(β), scaled by powers of two to unit norm, so the rank test sees directions, not units.
    let defined = true;
    linearIndices.forEach((index, position) => {
      const column = basis.subarray(position * rows, (position + 1) * rows);
      model.derivative(full, index, column);
      let sum = 0;
      for (let row = 0; row < rows; row++) sum += column[row] * column[row];
      if (!Number.isFinite(sum)) defined = false;
      const scale = sum > 0 && Number.isFinite(sum) ? 2 ** -Math.round(Math.log2(Math.sqrt(sum))) : 0;
      this.scales[position] = scale;
      for (let row = 0; row < rows; row++) column[row] *= scale;
    });
    if (!defined) {
      out.fill(NaN);
      return;
    }
    const qr = factorQr(basis.slice(), rows, linearIndices.length, true);
    const rank = numericalRank(qr, RANK_TOLERANCE);
    const rotated = out.slice();
    applyQTranspose(qr, rotated);
    const coefficients = solveUpper(qr, rotated, rank);
    for (const index of linearIndices) full[index] = 0;
    for (let position = 0; position < rank; position++) {
      const column = qr.permutation[position];
      full[linearIndices[column]] = coefficients[position] * this.scales[column];
    }
    // r = (I − P)(y − h): the components of Qᵀ(y − h) past the rank, rotated back.
    for (let row = 0; row < rank; row++) rotated[row] = 0;
    applyQ(qr, rotated);
    out.set(rotated);
    this.qr = qr;
    this.rank = rank;
  }

  jacobian(nonlinear: Float64Array, out: Float64Array): void {
    const { model, full } = this;
    const rows = model.pointCount;
    this.nonlinearIndices.forEach((index, position) => (full[index] = nonlinear[position]));
    this.nonlinearIndices.forEach((index, position) => {
      const column = out.subarray(position * rows, (position + 1) * rows);
      model.derivative(full, index, column);
      // Kaufman: −(I − P)·∂f/∂βₖ.
      if (this.qr && this.rank > 0) {
        applyQTranspose(this.qr, column);
        for (let row = 0; row < this.rank; row++) column[row] = 0;
        applyQ(this.qr, column);
      }
      for (let row = 0; row < rows; row++) column[row] = -column[row];
    });
  }
}

/** The problem over every parameter, residual y − f(θ): for log mode's transformed residuals and tests. */
export class FullProblem implements ResidualProblem {
  readonly residualCount: number;
  readonly parameterCount: number;

  constructor(
    private readonly model: ModelFunctions,
    private readonly observations: Float64Array,
  ) {
    this.residualCount = model.pointCount;
    this.parameterCount = model.parameterCount;
  }

  residuals(parameters: Float64Array, out: Float64Array): void {
    this.model.values(parameters, out);
    for (let row = 0; row < out.length; row++) out[row] = this.observations[row] - out[row];
  }

  jacobian(parameters: Float64Array, out: Float64Array): void {
    const rows = this.residualCount;
    for (let index = 0; index < this.parameterCount; index++) {
      const column = out.subarray(index * rows, (index + 1) * rows);
      this.model.derivative(parameters, index, column);
      for (let row = 0; row < rows; row++) column[row] = -column[row];
    }
  }
}
