/**
 * Pure helpers for what a row shows beside its math: the evaluation text and whether the row is a
 * slider (a variable given a plain number, `a=3`, the same rule by which graphing calculators offer one).
 */
import type { UiAnalysis } from './controller';

/** A number as a person reads it: at most 10 significant digits, no trailing zeros, `-` as a minus sign. */
export function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'undefined';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  if (Object.is(value, -0) || Math.abs(value) < 1e-15) return '0';
  const magnitude = Math.abs(value);
  const text =
    magnitude >= 1e10 || magnitude < 1e-6
      ? value.toExponential(6).replace(/\.?0+e/, 'e')
      : String(Number(value.toPrecision(10)));
  return text.replace('-', '−');
}

/** `= 3`, `= [1, 2]`, or undefined when the row has nothing worth showing. */
export function formatEvaluation(analysis: UiAnalysis | undefined): string | undefined {
  if (!analysis || analysis.isError || analysis.evaluationDisplayed === false) return undefined;
  const evaluation = analysis.evaluation;
  if (!evaluation) return undefined;
  if (evaluation.type === 'Number') return `= ${formatNumber(evaluation.value)}`;
  const shown = evaluation.value.slice(0, 10).map(formatNumber);
  if (evaluation.value.length > 10) shown.push('…');
  return `= [${shown.join(', ')}]`;
}

export interface SliderDefinition {
  /** The variable's LaTeX, e.g. `a` or `a_{1}`. */
  variable: string;
  value: number;
}

const SLIDER_PATTERN = /^\s*([a-zA-Z](?:_\{?[a-zA-Z0-9]+\}?)?)\s*=\s*(-?\d*\.?\d+(?:[eE][-+]?\d+)?)\s*$/;
/** Names the graph uses as coordinates or that are constants: `x=3` is a line, not a slider. */
const NOT_SLIDERS = new Set(['x', 'y', 'e', 'r', 'i']);

export function readSlider(latex: string): SliderDefinition | undefined {
  const match = SLIDER_PATTERN.exec(latex);
  if (!match || NOT_SLIDERS.has(match[1])) return undefined;
  const value = Number(match[2]);
  return Number.isFinite(value) ? { variable: match[1], value } : undefined;
}

/** The LaTeX of a slider at `value`, its number shortened to what the step can tell apart. */
export function writeSlider(variable: string, value: number, step: number): string {
  const decimals = step > 0 ? Math.max(0, Math.min(10, Math.ceil(-Math.log10(step) - 1e-9))) : 4;
  const rounded = Number(value.toFixed(decimals));
  return `${variable}=${Object.is(rounded, -0) ? 0 : rounded}`;
}

/** A slider bound in LaTeX, read by `readNumber` (the controller's); what it cannot read falls back. */
export function readBound(
  latex: string | undefined,
  fallback: number,
  readNumber: (latex: string) => number,
): number {
  if (latex === undefined || latex.trim() === '') return fallback;
  const value = readNumber(latex);
  return Number.isFinite(value) ? value : fallback;
}
