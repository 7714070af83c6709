/**
 * What typing makes in a math field beyond plain characters: MathLive's inline shortcuts, fitted to the
 * calculator's language, and `d/dx` leaving the caret after the operator.
 *
 * The table is built from the language (language/functions.ts, language/symbols.ts), not from MathLive's
 * defaults, so a typed word means what the language means and nothing else:
 * - every function name of the language becomes that function: `\sin`, `\log`, `\ln` where TeX has an
 *   operator name of its own, `\operatorname{abs}` otherwise; the argument follows in parentheses as
 *   typed. (MathLive's `log` made a base box, `abs` stayed a·b·s, `floor` made brackets the rest of the
 *   row was typed into.)
 * - every Greek letter the language reads becomes its command;
 * - `sqrt`, `cbrt`, `nthroot`, `int`, `sum`, `prod` make templates; `<=`, `>=`, `*`, `...` the symbols
 *   the language reads;
 * - nothing else: MathLive's `xx` (×), `oo` (∞), `ii`, `ee`, units, logic and set shortcuts stay
 *   letters, and `dx`, `dy`, `dt` stay two letters (the differential inside an integral and d·x outside
 *   one, as the language defines it; MathLive's `\differentialD x` the language does not read).
 * - `''` makes `^{\prime\prime}`, which the language reads as a second derivative (MathLive's default
 *   `^{\doubleprime}` it does not); `~` makes `\sim`, the regression operator (MathLive's `\~` is a TeX
 *   accent).
 * Where MathLive's own entry writes the same LaTeX, its condition on what comes before is kept (`xi`
 * after a letter stays x·i).
 */
import type { MathfieldElement } from 'mathlive';
import { functionNames } from '../language/functions';
import { GREEK_LETTERS } from '../language/symbols';

type Shortcut = MathfieldElement['inlineShortcuts'][string];
type Shortcuts = Record<string, Shortcut>;

/** Function names that TeX and MathLive set as operators themselves; the others need `\operatorname`. */
const TEX_OPERATOR_NAMES: ReadonlySet<string> = new Set([
  'arccos',
  'arcsin',
  'arctan',
  'cos',
  'cosh',
  'cot',
  'coth',
  'csc',
  'exp',
  'gcd',
  'ln',
  'log',
  'max',
  'min',
  'sec',
  'sin',
  'sinh',
  'tan',
  'tanh',
]);

/** Names the language reads that are typed as something other than a function's name. */
const NOT_CALLED_BY_NAME: ReadonlySet<string> = new Set([
  // A radical template instead (below).
  'sqrt',
  // The Greek capital, which the language reads as the gamma function when an argument follows.
  'Gamma',
]);

/** The LaTeX a function of the language is written as, in the field and by the keypad. */
export function functionCommand(name: string): string {
  return TEX_OPERATOR_NAMES.has(name) ? `\\${name}` : `\\operatorname{${name}}`;
}

/** What the language reads that is typed as a template or a symbol rather than a name. */
const TEMPLATES_AND_SYMBOLS: Shortcuts = {
  sqrt: '\\sqrt{#?}',
  cbrt: '\\sqrt[3]{#?}',
  nthroot: '\\sqrt[#?]{#?}',
  int: '\\int_{#?}^{#?}',
  sum: '\\sum_{#?}^{#?}',
  prod: '\\prod_{#?}^{#?}',
  // `sin` then `t` would otherwise end as s·∫ (the `int` shortcut over the last three letters).
  sint: '\\sin t',
  "''": '^{\\prime\\prime}',
  "'''": '^{\\prime\\prime\\prime}',
  '~': '\\sim',
  '<=': '\\le',
  '>=': '\\ge',
  '≤': '\\le',
  '≥': '\\ge',
  '*': '\\cdot',
  '÷': '\\div',
  '...': '\\ldots',
  infty: '\\infty',
  infinity: '\\infty',
  '∞': '\\infty',
};

const valueOf = (shortcut: Shortcut | undefined): string | undefined =>
  typeof shortcut === 'string' ? shortcut : shortcut?.value;

/** Every entry of the table: the language's functions, its Greek letters, templates and symbols. */
function languageShortcuts(): Shortcuts {
  const shortcuts: Shortcuts = {};
  for (const name of GREEK_LETTERS.keys()) shortcuts[name] = `\\${name}`;
  for (const name of functionNames()) {
    if (!NOT_CALLED_BY_NAME.has(name)) shortcuts[name] = functionCommand(name);
  }
  return { ...shortcuts, ...TEMPLATES_AND_SYMBOLS };
}

/**
 * The calculator's inline shortcuts: the language's table, with MathLive's condition on the preceding
 * atom wherever MathLive's default (`defaults`) writes the same LaTeX.
 */
export function calculatorShortcuts(defaults: Readonly<Shortcuts> = {}): Shortcuts {
  const shortcuts = languageShortcuts();
  for (const [typed, latex] of Object.entries(shortcuts)) {
    const mathLive = defaults[typed];
    if (typeof mathLive === 'object' && valueOf(mathLive) === latex) shortcuts[typed] = mathLive;
  }
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
  body?: EditorAtom[];
  isLastSibling?: boolean;
  leftDelim?: string;
  rightDelim?: string;
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

/**
 * `sqrt(x)+1` means √x + 1: the `sqrt` template puts the caret under the root, and parentheses typed
 * first are the root's argument, as for any function. So when the caret is right after a closed `(…)`
 * that is all the radicand holds, the next character goes after the root (`^` too: `sqrt(x)^2` is
 * (√x)²). Call it before `character` reaches the field; arrows and backspace leave the caret alone.
 */
export function leaveRootAfterParentheses(element: MathfieldElement, character: string): void {
  const group = atomBeforeCaret(element);
  const root = group?.parent;
  if (group?.type !== 'leftright' || root?.type !== 'surd' || group.parentBranch !== 'body') return;
  if (group.leftDelim !== '(' || group.rightDelim !== ')') return;
  const radicand = branch(root.body);
  if (radicand.length !== 1 || radicand[0] !== group) return;
  if (character === ')') return;
  element.executeCommand('moveAfterParent');
}

/**
 * The field's LaTeX as the calculator keeps it: MathLive writes a function name it sets upright as
 * `\operatorname{\mathrm{abs}}`; the calculator stores `\operatorname{abs}`, as typed through the API.
 */
export function calculatorLatex(fieldLatex: string): string {
  return fieldLatex.replace(/\\operatorname\{\\mathrm\{([A-Za-z]+)\}\}/g, '\\operatorname{$1}');
}

/** Characters that end an exponent or a subscript: `x^2+1` is x² + 1, `a_1=3` is a₁ = 3. */
const SCRIPT_ENDERS: ReadonlySet<string> = new Set(['+', '-', '*', '=', '<', '>', ',', ':']);

/** Closing brackets, and the left delimiters (as MathLive spells them) they close. */
const CLOSES: Readonly<Record<string, readonly string[]>> = { ')': ['('], ']': ['[', '\\lbrack'] };

/** Whether an ancestor of `atom` is a bracket opened with one of `openings` and not closed yet. */
function insideOpenBracket(atom: EditorAtom, openings: readonly string[]): boolean {
  for (let ancestor = atom.parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.type === 'leftright') {
      return openings.includes(ancestor.leftDelim ?? '') && ancestor.rightDelim === '?';
    }
  }
  return false;
}

const atEndOfBranch = (atom: EditorAtom | undefined): atom is EditorAtom =>
  atom !== undefined && atom.type !== 'first' && atom.isLastSibling === true;

/**
 * Typing goes on after an exponent, a subscript or a fraction the way the best-known calculator's users
 * expect: an operator typed at the end of an exponent or subscript leaves it (`x^2+1`, `a_1=3`, `2^10`
 * stays 2¹⁰), so does `(` a subscript (`log_2(8)`), and a closing bracket typed at the end of a fraction or exponent inside brackets leaves
 * them to close its bracket (`sin(pi/2)`, `(x^2)`). MathLive would type both into the box. Call it
 * before `character` reaches the field.
 */
export function leaveBoxBeforeOperator(element: MathfieldElement, character: string): void {
  if (SCRIPT_ENDERS.has(character) || character === '(') {
    const atom = atomBeforeCaret(element);
    // A subscript also ends at a parenthesis: `log_2(8)`, `f_1(x)`; an exponent holds one: `e^(2x)`.
    // Not the bounds of Σ, Π and ∫: `n=1` is typed there.
    const script =
      atom?.parent?.type !== 'extensible-symbol' &&
      ((atom?.parentBranch === 'superscript' && character !== '(') || atom?.parentBranch === 'subscript');
    if (script && atEndOfBranch(atom)) element.executeCommand('moveAfterParent');
    return;
  }
  const openings = CLOSES[character];
  if (!openings) return;
  // Out of each box the caret ends, up to the bracket it closes (a few levels: x^{1/2} in a bracket).
  for (let level = 0; level < 8; level++) {
    const atom = atomBeforeCaret(element);
    if (!atEndOfBranch(atom) || atom.parent?.type === 'leftright' || !atom.parent?.parent) return;
    if (!insideOpenBracket(atom, openings)) return;
    element.executeCommand('moveAfterParent');
  }
}

/** Pasted text that is linear math, not LaTeX: one line, no backslash, no `$…$`. */
export function isPlainMathText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && !/[\\$\n]/.test(trimmed);
}

/**
 * Inserts pasted linear text as typing it would make it: MathLive's linear reader with the field's
 * shortcuts, except for braces, which it glues to a following letter (`\\lbracex`); each brace group is
 * made here and its inside read alike.
 */
export function insertLinearText(element: MathfieldElement, text: string): void {
  const insertPlain = (part: string) => {
    if (part.trim() !== '') element.insert(part.trim(), { format: 'ascii-math', focus: true });
  };
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '{') {
      if (depth === 0) {
        insertPlain(text.slice(start, index));
        element.insert('\\left\\lbrace#0\\right\\rbrace', { format: 'latex', focus: true });
        start = index + 1;
      }
      depth++;
    } else if (text[index] === '}' && depth > 0) {
      depth--;
      if (depth === 0) {
        insertLinearText(element, text.slice(start, index));
        element.executeCommand('moveAfterParent');
        start = index + 1;
      }
    }
  }
  // What an unclosed brace holds stays inside it.
  if (depth > 0) insertLinearText(element, text.slice(start));
  else insertPlain(text.slice(start));
}
