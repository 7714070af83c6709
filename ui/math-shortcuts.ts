/**
 * What typing makes in a math field beyond plain characters: MathLive's inline shortcuts, fitted to the
 * calculator's language (language/parser-calculus.ts), and `d/dx` leaving the caret after the operator.
 *
 * MathLive's defaults stay (Greek names, `sqrt`, `sin`, …), with these changes:
 * - `dx`, `dy`, `dt` stay two letters. MathLive turns them into `\differentialD x` after a digit, an
 *   operator or a function, which the language reads inside an integral but outside one is an unknown
 *   command; typed as letters, `dx` is the differential inside an integral and d·x elsewhere, as the
 *   language defines it.
 * - `''` makes `^{\prime\prime}`, which the language reads as a second derivative; MathLive's default
 *   `^{\doubleprime}` it does not read. (One `'` already gives `^{\prime}`, three `^{\prime\prime\prime}`.)
 * - `~` makes `\sim`, the regression operator (`y_1\sim mx_1+b`); MathLive's own `\~` is a TeX accent.
 * - `int`, `sum`, `prod` make MathLive's templates with empty bounds, pinned here: the browser tests
 *   and ui/README.md describe them, and a newer MathLive should not change them unnoticed.
 */
import type { MathfieldElement } from 'mathlive';

type Shortcuts = Record<string, MathfieldElement['inlineShortcuts'][string]>;

const CALCULUS_SHORTCUTS: Shortcuts = {
  // A regression: MathLive would write a typed `~` as `\~`, a TeX accent; the language reads `\sim`.
  '~': '\\sim',
  "''": '^{\\prime\\prime}',
  int: '\\int_{#?}^{#?}',
  sum: '\\sum_{#?}^{#?}',
  prod: '\\prod_{#?}^{#?}',
};

/** Differentials MathLive would write as `\differentialD` (see above). */
const LETTER_DIFFERENTIALS = ['dx', 'dy', 'dt'];

/** MathLive's shortcuts with the calculator's changes. */
export function calculatorShortcuts(defaults: Readonly<Shortcuts>): Shortcuts {
  const shortcuts: Shortcuts = { ...defaults, ...CALCULUS_SHORTCUTS };
  for (const name of LETTER_DIFFERENTIALS) delete shortcuts[name];
  return shortcuts;
}

/**
 * The Greek names a derivative's variable may be typed as: while the letters typed after `d/d` can
 * still become one of them (`d/dt` on its way to `d/dtheta`), the caret stays in the denominator. Only
 * names whose MathLive shortcut fires right after a letter (the `d`) are here: `tau`, `phi`, `xi`, `eta`,
 * `mu`, `nu`, `rho`, `psi` do not, so `d/dx` followed by `i` is not kept waiting for `\xi`.
 */
const GREEK_NAMES = [
  'alpha',
  'beta',
  'gamma',
  'delta',
  'epsilon',
  'varepsilon',
  'zeta',
  'theta',
  'vartheta',
  'iota',
  'kappa',
  'lambda',
  'sigma',
  'upsilon',
  'varphi',
  'chi',
  'omega',
];

/**
 * The parts of MathLive's editing model this reads (internal to MathLive 0.111, which package.json
 * pins to 0.111.x): the atom before the caret, its fraction and branches. Anything not shaped so reads
 * as "not a derivative", so a different MathLive only loses the convenience.
 */
interface EditorAtom {
  type?: string;
  value?: string;
  parent?: EditorAtom;
  parentBranch?: unknown;
  hasBarLine?: boolean;
  above?: EditorAtom[];
  below?: EditorAtom[];
  superscript?: unknown;
  subscript?: unknown;
}

function atomBeforeCaret(element: MathfieldElement): EditorAtom | undefined {
  const model = (element as unknown as { _mathfield?: { model?: { at?(offset: number): unknown } } })
    ._mathfield?.model;
  if (typeof model?.at !== 'function') return undefined;
  const atom = model.at(element.position);
  return typeof atom === 'object' && atom !== null ? (atom as EditorAtom) : undefined;
}

const branch = (atoms: EditorAtom[] | undefined) => (atoms ?? []).filter((atom) => atom.type !== 'first');
const isPlainD = (atom: EditorAtom | undefined) =>
  atom?.type === 'mord' && atom.value === 'd' && !atom.superscript && !atom.subscript;

/**
 * The variable of `\frac{d}{dV}` when the caret is right after V, the last thing in the denominator;
 * otherwise undefined.
 */
function derivativeVariableAtCaret(element: MathfieldElement): string | undefined {
  const variable = atomBeforeCaret(element);
  const fraction = variable?.parent;
  if (!variable || fraction?.type !== 'genfrac' || fraction.hasBarLine === false) return undefined;
  if (variable.parentBranch !== 'below' || variable.type !== 'mord') return undefined;
  if (variable.superscript || variable.subscript || typeof variable.value !== 'string') return undefined;
  const above = branch(fraction.above);
  const below = branch(fraction.below);
  const isDerivative =
    above.length === 1 &&
    isPlainD(above[0]) &&
    below.length === 2 &&
    isPlainD(below[0]) &&
    below[1] === variable;
  return isDerivative ? variable.value : undefined;
}

/**
 * Typing `d/dx` makes `\frac{d}{dx}` with the caret in the denominator, after the x; what comes next is
 * the body the derivative acts on (the language reads `\frac{d}{dx}` as the operator), so a character
 * typed there goes after the fraction instead, as in the best-known calculator. Call it before
 * `character` reaches the field. It decides on the character, not right after the x, so `d/dtheta` can
 * still be typed; `^` and `_` stay in the denominator (`d/dx_1`); keys that are no characters (arrows,
 * backspace) leave the caret to the person.
 */
export function leaveDerivativeDenominator(element: MathfieldElement, character: string): void {
  if (character === '^' || character === '_') return;
  const variable = derivativeVariableAtCaret(element);
  if (variable === undefined) return;
  const continued = variable + character;
  if (GREEK_NAMES.some((name) => name.startsWith(continued))) return;
  element.executeCommand('moveAfterParent');
}
