/**
 * How a result is shown: at most 10 significant digits (a handheld calculator's display), plain decimals
 * between 1e-6 and 1e12, scientific notation outside, and 'undefined' for NaN or an infinity (the engine
 * answers 1/0 with Infinity; a student is told the value is undefined, as graphing calculators do).
 */

/** Significant digits shown; 10 hides the last bits of binary rounding (0.1+0.2 shows 0.3). */
export const DISPLAY_DIGITS = 10;
const LARGEST_PLAIN = 1e12;
const SMALLEST_PLAIN = 1e-6;

export interface FormattedNumber {
  /** Linear text, as typed in the calculator: `-1.5`, `2.5×10^-7`, `undefined`. */
  readonly text: string;
  /** LaTeX of the same: `-1.5`, `2.5\times10^{-7}`, `\mathrm{undefined}`. */
  readonly latex: string;
  readonly isDefined: boolean;
}

function trimZeros(digits: string): string {
  return digits.includes('.') ? digits.replace(/\.?0+$/, '') : digits;
}

export function formatNumber(value: number): FormattedNumber {
  if (!Number.isFinite(value)) return { text: 'undefined', latex: '\\mathrm{undefined}', isDefined: false };
  if (value === 0) return { text: '0', latex: '0', isDefined: true };
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const rounded = Number(magnitude.toPrecision(DISPLAY_DIGITS));
  if (rounded < LARGEST_PLAIN && rounded >= SMALLEST_PLAIN) {
    // toPrecision then Number drops binary noise; toFixed with enough places writes it without exponent.
    const places = Math.max(0, DISPLAY_DIGITS - 1 - Math.floor(Math.log10(rounded)));
    const digits = trimZeros(rounded.toFixed(Math.min(places, 100)));
    return { text: sign + digits, latex: sign + digits, isDefined: true };
  }
  const [mantissa, exponentText] = magnitude.toExponential(DISPLAY_DIGITS - 1).split('e');
  const exponent = Number(exponentText);
  const shownMantissa = trimZeros(mantissa);
  return {
    text: `${sign}${shownMantissa}×10^${exponent}`,
    latex: `${sign}${shownMantissa}\\times10^{${exponent}}`,
    isDefined: true,
  };
}

/**
 * A value as LaTeX that the language reads back exactly (for `ans`): every digit JavaScript needs for a
 * round trip, in parentheses so that `2ans` and `ans^2` keep their meaning for negative answers.
 */
export function exactNumberLatex(value: number): string {
  if (Number.isNaN(value)) return '\\left(0/0\\right)';
  if (!Number.isFinite(value)) return value > 0 ? '\\left(1/0\\right)' : '\\left(-1/0\\right)';
  const [mantissa, exponent] = String(value).split('e');
  const body = exponent === undefined ? mantissa : `${mantissa}\\cdot10^{${Number(exponent)}}`;
  return `\\left(${body}\\right)`;
}
