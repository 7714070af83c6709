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
  /** A positive integer: 1, 2 or 5 for automatic steps, any for a user's step. */
  readonly mantissa: number;
  readonly exponent: number;
  /** mantissa × 10^exponent (or mantissa / piDenominator × π), as the nearest float. */
  readonly majorStep: number;
  /** How many minor intervals divide one major interval. */
  readonly minorSubdivisions: number;
  /** Set when the step is a fraction of π (exponent 0): the labels read "π/2", "π", "3π/2". */
  readonly piDenominator?: number;
  /** Set when the step has no short exact decimal form (1/3): the labels print the float, rounded. */
  readonly approximate?: boolean;
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

/**
 * A user's step shows only while its major lines are at least this many CSS pixels apart; closer lines
 * would read as a gray mesh, so the automatic step takes over ("ignored if too small to display").
 */
export const MIN_USER_STEP_PIXELS = 16;

/** Steps within this relative distance of a fraction of π (denominator up to 12) are read as one. */
const PI_TOLERANCE = 1e-9;
const MAX_PI_DENOMINATOR = 12;
/** More significant digits than this and a decimal step is printed as a rounded float. */
const MAX_EXACT_DIGITS = 12;

/**
 * The spacing one axis uses: the user's step when it is set and not too small to display, else the
 * automatic one; the user's subdivisions (1..5) replace the automatic ones.
 *
 * @param pixelsPerUnit CSS pixels per math unit along the axis
 * @param userStep 0 for automatic
 * @param userSubdivisions 0 for automatic, 1 for major lines only
 */
export function chooseAxisSpacing(
  pixelsPerUnit: number,
  userStep: number,
  userSubdivisions: number,
): TickSpacing {
  const useUserStep =
    userStep > 0 && Number.isFinite(userStep) && userStep * pixelsPerUnit >= MIN_USER_STEP_PIXELS;
  const spacing = useUserStep ? createUserTickSpacing(userStep) : chooseTickSpacing(pixelsPerUnit);
  if (userSubdivisions >= 1 && userSubdivisions <= 5) {
    return { ...spacing, minorSubdivisions: Math.round(userSubdivisions) };
  }
  return spacing;
}

/** The spacing of a user's step, kept as exact integers when the step is a short decimal or a fraction of π. */
export function createUserTickSpacing(step: number): TickSpacing {
  if (!(step > 0) || !Number.isFinite(step)) throw new RangeError(`A step must be positive, got ${step}`);
  const pi = findPiFraction(step);
  if (pi) {
    return {
      mantissa: pi.numerator,
      exponent: 0,
      majorStep: step,
      minorSubdivisions: pi.numerator % 3 === 0 ? 3 : 4,
      piDenominator: pi.denominator,
    };
  }
  const decimal = parseShortDecimal(step);
  if (!decimal) return { mantissa: 1, exponent: 0, majorStep: step, minorSubdivisions: 4, approximate: true };
  return { ...decimal, majorStep: step, minorSubdivisions: chooseSubdivisions(decimal.mantissa) };
}

/** n/d with d ≤ 12 when step = n/d × π (to 1e-9), in lowest terms. */
export function findPiFraction(step: number): { numerator: number; denominator: number } | null {
  const ratio = step / Math.PI;
  for (let denominator = 1; denominator <= MAX_PI_DENOMINATOR; denominator++) {
    const numerator = Math.round(ratio * denominator);
    if (numerator >= 1 && Math.abs(ratio * denominator - numerator) <= PI_TOLERANCE * numerator) {
      return { numerator, denominator };
    }
  }
  return null;
}

/** The shortest decimal that reads back as `step` (JavaScript's own), as integer mantissa × 10^exponent. */
export function parseShortDecimal(step: number): { mantissa: number; exponent: number } | null {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(step));
  if (!match) return null;
  const fraction = match[2] ?? '';
  let digits = (match[1] + fraction).replace(/^0+/, '');
  let exponent = Number(match[3] ?? 0) - fraction.length;
  const trailing = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - trailing);
  exponent += trailing;
  if (digits.length === 0 || digits.length > MAX_EXACT_DIGITS) return null;
  return { mantissa: Number(digits), exponent };
}

/** Minor lines on round values of a user's step: 2 → halves of 1, 3 → thirds, 25 → fifths. */
function chooseSubdivisions(mantissa: number): number {
  if (mantissa in SUBDIVISIONS) return SUBDIVISIONS[mantissa as StepMantissa];
  if (mantissa % 4 === 0) return 4;
  if (mantissa % 3 === 0) return 3;
  if (mantissa % 5 === 0) return 5;
  return 4;
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
