/**
 * The statistics a regression row shows, chosen as a statistics class would:
 *
 * - A model linear in its parameters with an intercept (a constant column): r² = 1 − SSR/SST, which is
 *   between 0 and 1 because the mean is among its fits; for a line (one predictor and the intercept) also
 *   r, the correlation, with the slope's sign.
 * - Any other model: R² = 1 − SSR/SST, which is negative when the model fits worse than the horizontal
 *   line at the mean (the row says so plainly), and the RMSE √(SSR/n) in the units of the data.
 *
 * In log mode the statistics are those of the fit it makes: ln y against ln f.
 */

export type RegressionStatistics =
  | {
      readonly kind: 'correlation';
      /** r² = R² of a linear model with an intercept. */
      readonly rSquared: number;
      /** The correlation, for a line y ~ mx + b only. */
      readonly r?: number;
    }
  | {
      readonly kind: 'determination';
      /** 1 − SSR/SST: may be negative. */
      readonly rSquared: number;
      readonly rootMeanSquareError: number;
      readonly logMode: boolean;
    };

export interface FitDescription {
  readonly observations: Float64Array;
  readonly fitted: Float64Array;
  readonly parameterCount: number;
  readonly interceptColumn: boolean;
  /**
   * For a line (one predictor and an intercept): the predictor's values, whose correlation with the
   * observations gives r its sign.
   */
  readonly predictor?: Float64Array;
  readonly logMode: boolean;
}

export function describeFit(fit: FitDescription): RegressionStatistics {
  const { observations, fitted } = fit;
  const count = observations.length;
  let mean = 0;
  for (let row = 0; row < count; row++) mean += observations[row];
  mean /= count;
  // Two passes (the mean first): SST of data far from zero keeps its digits.
  let total = 0;
  let residual = 0;
  for (let row = 0; row < count; row++) {
    total += (observations[row] - mean) ** 2;
    residual += (observations[row] - fitted[row]) ** 2;
  }
  // Data without spread: any model through the mean explains all there is.
  const rSquared = total > 0 ? 1 - residual / total : residual === 0 ? 1 : -Infinity;
  if (fit.interceptColumn && !fit.logMode) {
    const clamped = Math.min(1, Math.max(0, rSquared));
    const predictor = fit.predictor;
    if (!predictor) return { kind: 'correlation', rSquared: clamped };
    let predictorMean = 0;
    for (let row = 0; row < count; row++) predictorMean += predictor[row];
    predictorMean /= count;
    let covariance = 0;
    for (let row = 0; row < count; row++)
      covariance += (predictor[row] - predictorMean) * (observations[row] - mean);
    return { kind: 'correlation', rSquared: clamped, r: (covariance < 0 ? -1 : 1) * Math.sqrt(clamped) };
  }
  return {
    kind: 'determination',
    rSquared,
    rootMeanSquareError: Math.sqrt(residual / count),
    logMode: fit.logMode,
  };
}
