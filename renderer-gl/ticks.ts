/**
 * Tick spacing for the graph paper: which math step the major grid lines use, how many minor lines
 * divide it, and which major lines fall inside a range.
 *
 * Steps are always mantissa × 10^exponent with a mantissa of 1, 2 or 5 (the sequence Desmos, function-plot
 * and most plotting libraries use), so labels are short and a zoom by ×2 or ×2.5 moves to the next step.
 * A step is kept as its integer mantissa and exponent rather than as a float, so a tick's value
 * (index × mantissa × 10^exponent) can be printed exactly, without float noise.
 */

export type StepMantissa = 1 | 2 | 5;

export interface TickSpacing {
  readonly mantissa: StepMantissa;
  readonly exponent: number;
  /** mantissa × 10^exponent, as the nearest float. */
  readonly majorStep: number;
  /** How many minor intervals divide one major interval. */
  readonly minorSubdivisions: number;
}

/**
 * The major spacing, in CSS pixels, the chooser aims for. 90 px sits in the middle (in log scale) of the
 * 60–120 px band that reads as "graph paper" rather than as a dense mesh or sparse lines; with the 1-2-5
 * sequence the chosen spacing then lands between about 57 and 142 px.
 */
export const TARGET_MAJOR_SPACING_PIXELS = 90;

const MANTISSAS: readonly StepMantissa[] = [1, 2, 5];

/**
 * Minor subdivisions per mantissa, as on printed graph paper and in Desmos: a step of 1 splits in fifths
 * (0.2), a step of 2 in quarters (0.5), a step of 5 in fifths (1), so minor lines also sit on round values.
 */
const SUBDIVISIONS: Record<StepMantissa, number> = { 1: 5, 2: 4, 5: 5 };

export function createTickSpacing(mantissa: StepMantissa, exponent: number): TickSpacing {
  return {
    mantissa,
    exponent,
    // Dividing by an exact power of ten gives the correctly rounded float (2 / 10 is the float nearest 0.2;
    // 2 * 10 ** -1 need not be).
    majorStep: exponent >= 0 ? mantissa * 10 ** exponent : mantissa / 10 ** -exponent,
    minorSubdivisions: SUBDIVISIONS[mantissa],
  };
}

/**
 * Chooses the 1-2-5 step whose on-screen spacing is nearest (in ratio) to the target spacing.
 *
 * @param pixelsPerUnit CSS pixels per math unit along the axis.
 */
export function chooseTickSpacing(
  pixelsPerUnit: number,
  targetSpacingPixels: number = TARGET_MAJOR_SPACING_PIXELS,
): TickSpacing {
  if (!(pixelsPerUnit > 0) || !Number.isFinite(pixelsPerUnit)) {
    throw new RangeError(`pixelsPerUnit must be a positive finite number, got ${pixelsPerUnit}`);
  }
  const idealStep = targetSpacingPixels / pixelsPerUnit;
  const centerExponent = Math.floor(Math.log10(idealStep));
  let best = createTickSpacing(1, centerExponent);
  let bestDistance = Infinity;
  // Neighbouring exponents too: log10 of a value just under a power of ten may round up.
  for (let exponent = centerExponent - 1; exponent <= centerExponent + 1; exponent++) {
    for (const mantissa of MANTISSAS) {
      const candidate = createTickSpacing(mantissa, exponent);
      const distance = Math.abs(Math.log((candidate.majorStep * pixelsPerUnit) / targetSpacingPixels));
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/** The minor step, as a float (only used for positions, never printed). */
export function minorStep(spacing: TickSpacing): number {
  return spacing.majorStep / spacing.minorSubdivisions;
}

/** Indices k of the major ticks k × majorStep inside [min, max] (inclusive); empty when first > last. */
export function majorTickRange(
  min: number,
  max: number,
  spacing: TickSpacing,
): { first: number; last: number } {
  return {
    first: Math.ceil(min / spacing.majorStep),
    last: Math.floor(max / spacing.majorStep),
  };
}

/**
 * The label strides tried, in major steps, when labels on every major line would overlap: labels then sit
 * on every 2nd, 5th, 10th, … line, which keeps them on round values (multiples of 0 stay labelled).
 */
export function* labelStrides(): Generator<number> {
  for (let power = 1; power < 1e16; power *= 10) {
    yield power;
    yield 2 * power;
    yield 5 * power;
  }
}
