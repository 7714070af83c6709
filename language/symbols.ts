/**
 * Names with a meaning before any definition: the graph's input variables and the built-in constants.
 * Names are canonical LaTeX, as the parser writes them (`x`, `\pi`, `a_{1}`).
 */
import type { INPUT_SLOT } from './operations';

/** Variables the engine supplies per point. `t` and `\theta` join when parametric and polar curves do. */
export const INPUT_VARIABLES: ReadonlyMap<string, keyof typeof INPUT_SLOT> = new Map([
  ['x', 'x'],
  ['y', 'y'],
]);

/** As Desmos has them: `\tau` is 2π. */
export const BUILTIN_CONSTANTS: ReadonlyMap<string, number> = new Map([
  ['\\pi', Math.PI],
  ['\\tau', 2 * Math.PI],
  ['e', Math.E],
]);

export function isKnownName(name: string): boolean {
  return INPUT_VARIABLES.has(name) || BUILTIN_CONSTANTS.has(name);
}

/** Greek letter commands and the characters they print as. */
// prettier-ignore
export const GREEK_LETTERS: ReadonlyMap<string, string> = new Map([
  ['alpha', 'α'], ['beta', 'β'], ['gamma', 'γ'], ['delta', 'δ'], ['epsilon', 'ϵ'], ['varepsilon', 'ε'],
  ['zeta', 'ζ'], ['eta', 'η'], ['theta', 'θ'], ['vartheta', 'ϑ'], ['iota', 'ι'], ['kappa', 'κ'],
  ['lambda', 'λ'], ['mu', 'μ'], ['nu', 'ν'], ['xi', 'ξ'], ['pi', 'π'], ['rho', 'ρ'], ['varrho', 'ϱ'],
  ['sigma', 'σ'], ['tau', 'τ'], ['upsilon', 'υ'], ['phi', 'ϕ'], ['varphi', 'φ'], ['chi', 'χ'], ['psi', 'ψ'],
  ['omega', 'ω'], ['Gamma', 'Γ'], ['Delta', 'Δ'], ['Theta', 'Θ'], ['Lambda', 'Λ'], ['Xi', 'Ξ'], ['Pi', 'Π'],
  ['Sigma', 'Σ'], ['Upsilon', 'Υ'], ['Phi', 'Φ'], ['Psi', 'Ψ'], ['Omega', 'Ω'],
]);

/** A name as a person reads it in a message: `\alpha_{1}` is `α_1`. */
export function displayName(name: string): string {
  const match = /^\\([A-Za-z]+)(?:_\{(\w+)\})?$/.exec(name) ?? /^([A-Za-z])(?:_\{(\w+)\})?$/.exec(name);
  if (!match) return name;
  const base = GREEK_LETTERS.get(match[1]) ?? match[1];
  return match[2] === undefined ? base : `${base}_${match[2]}`;
}
