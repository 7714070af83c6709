/**
 * The parameter range of a parametric or polar curve from the expression state's `domain`, whose bounds
 * are LaTeX: numbers, `e`, `\pi`, `\tau` and what they compute (`2\pi`, `\frac{\pi}{2}`), but no variables.
 * A bound that is not such a number is an error of the expression; reversed bounds span the same range.
 */
import type { ParameterDomain } from '../language/index';
import { latexConstant } from '../language/index';

export interface DomainProblem {
  readonly message: string;
  readonly code: 'invalid-domain';
  /** The offending bound's LaTeX, for localized messages. */
  readonly source: string;
}

export function evaluateDomain(
  bounds: { readonly min: string; readonly max: string },
  degreeMode: boolean,
): ParameterDomain | DomainProblem {
  const min = latexConstant(String(bounds.min), degreeMode);
  const max = latexConstant(String(bounds.max), degreeMode);
  for (const [value, source] of [
    [min, bounds.min],
    [max, bounds.max],
  ] as const) {
    if (!Number.isFinite(value)) {
      const message = 'A domain bound must be a number, such as 0 or 2\\pi, without variables';
      return { message, code: 'invalid-domain', source: String(source) };
    }
  }
  if (min === max) {
    return {
      message: 'The domain is empty: its bounds are equal',
      code: 'invalid-domain',
      source: String(bounds.max),
    };
  }
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

export function isDomainProblem(value: ParameterDomain | DomainProblem): value is DomainProblem {
  return 'code' in value;
}
