/**
 * Tick label text, printed exactly from the tick's integer index and the step's mantissa and exponent
 * (value = index × mantissa × 10^exponent), so 3 × 0.1 prints "0.3", never "0.30000000000000004".
 *
 * Negative numbers use the typographic minus sign (U+2212), as in typeset math. Scientific notation reads
 * "2×10⁶" with superscript digits, so a label stays one string for one fillText call.
 */
import type { TickSpacing } from './ticks';

export const MINUS_SIGN = '\u2212';
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUPERSCRIPT_MINUS = '⁻';

/** An axis may use scientific notation once its largest label reaches this magnitude … */
export const SCIENTIFIC_ABOVE = 1e6;
/** … or when all its labels are below this one (0.0002 still reads well, 0.00002 no longer does). */
export const SCIENTIFIC_BELOW = 1e-3;

/** Beyond this many ticks only the two ends are compared (they carry the most digits). */
const COMPARED_TICKS = 64;

export type LabelNotation = 'decimal' | 'scientific';

/**
 * One notation per axis, so neighbours never mix "900000" and "1×10⁶". Scientific notation is taken for
 * very large or very small labels, unless it would make them longer: near 10⁶ with a step of 2,
 * "1000004" reads better than "1.000004×10⁶".
 *
 * @param first,last the tick indices shown on the axis
 */
export function chooseLabelNotation(first: number, last: number, spacing: TickSpacing): LabelNotation {
  if (spacing.piDenominator) return 'decimal';
  const largest = Math.max(Math.abs(first), Math.abs(last)) * spacing.majorStep;
  if (largest === 0 || (largest < SCIENTIFIC_ABOVE && largest >= SCIENTIFIC_BELOW)) return 'decimal';
  const indices = last - first < COMPARED_TICKS ? range(first, last) : [first, last];
  const longest = (notation: LabelNotation) =>
    Math.max(...indices.map((index) => formatTickLabel(index, spacing, notation).length));
  return longest('scientific') < longest('decimal') ? 'scientific' : 'decimal';
}

function range(first: number, last: number): number[] {
  const values: number[] = [];
  for (let value = first; value <= last; value++) values.push(value);
  return values;
}

/** Writes the tick at `index` (value index × step) in the given notation. */
export function formatTickLabel(index: number, spacing: TickSpacing, notation: LabelNotation): string {
  if (spacing.piDenominator) return formatPiFraction(index * spacing.mantissa, spacing.piDenominator);
  if (spacing.approximate) return formatFloat(index * spacing.majorStep);
  const significand = index * spacing.mantissa;
  if (!Number.isSafeInteger(significand)) {
    // Beyond 2^53 the integer is no longer exact; fall back to the float with a fixed precision.
    return formatFloat(significand * 10 ** spacing.exponent);
  }
  return notation === 'scientific'
    ? formatScientific(significand, spacing.exponent)
    : formatDecimal(significand, spacing.exponent);
}

/** significand × 10^exponent in positional notation, trailing fractional zeros removed. */
export function formatDecimal(significand: number, exponent: number): string {
  if (significand === 0) return '0';
  const sign = significand < 0 ? MINUS_SIGN : '';
  const digits = String(Math.abs(significand));
  if (exponent >= 0) return sign + digits + '0'.repeat(exponent);
  const padded = digits.padStart(-exponent + 1, '0');
  const integerPart = padded.slice(0, padded.length + exponent);
  const fractionPart = padded.slice(padded.length + exponent).replace(/0+$/, '');
  return sign + integerPart + (fractionPart ? '.' + fractionPart : '');
}

/** significand × 10^exponent as "d.ddd×10ⁿ" with the shortest exact mantissa. */
export function formatScientific(significand: number, exponent: number): string {
  if (significand === 0) return '0';
  const sign = significand < 0 ? MINUS_SIGN : '';
  let digits = String(Math.abs(significand));
  let scale = exponent;
  const trailingZeros = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - trailingZeros);
  scale += trailingZeros;
  const power = scale + digits.length - 1;
  const mantissa = digits.length === 1 ? digits : digits[0] + '.' + digits.slice(1);
  return `${sign}${mantissa}×10${toSuperscript(power)}`;
}

/**
 * A number as JavaScript prints it ("-1.5", "1.234e+21", "2e-7") typeset like the tick labels: "−1.5",
 * "1.234×10²¹", "2×10⁻⁷". For texts drawn on the graph paper, such as point and trace coordinates.
 */
export function typesetNumber(text: string): string {
  const match = /^(-?)([^e]*)(?:e([+-]?\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, mantissa, power] = match;
  return (
    (sign ? MINUS_SIGN : '') + mantissa + (power === undefined ? '' : `×10${toSuperscript(Number(power))}`)
  );
}

export function toSuperscript(value: number): string {
  const digits = String(Math.abs(value))
    .split('')
    .map((digit) => SUPERSCRIPT_DIGITS[Number(digit)])
    .join('');
  return (value < 0 ? SUPERSCRIPT_MINUS : '') + digits;
}

/** (numerator / denominator)·π as typeset: "π", "−π/2", "3π/4", "2π", "0". */
export function formatPiFraction(numerator: number, denominator: number): string {
  if (numerator === 0) return '0';
  const divisor = greatestCommonDivisor(Math.abs(numerator), denominator);
  const top = Math.abs(numerator) / divisor;
  const bottom = denominator / divisor;
  const sign = numerator < 0 ? MINUS_SIGN : '';
  return `${sign}${top === 1 ? '' : top}π${bottom === 1 ? '' : '/' + bottom}`;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** A float with 12 significant digits (enough for any tick, short enough to hide the float noise). */
function formatFloat(value: number): string {
  if (value === 0) return '0';
  const text = value.toPrecision(12);
  const [mantissa, exponent] = text.split('e');
  const trimmed = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
  const result = exponent === undefined ? trimmed : `${trimmed}×10${toSuperscript(Number(exponent))}`;
  return result.replace('-', MINUS_SIGN);
}
