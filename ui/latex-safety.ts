/**
 * LaTeX from outside the keyboard (a saved state, `setExpression`, a paste, a table header) is data, and
 * MathLive is a typesetter with commands that reach the page: `\htmlStyle{position:fixed;…}` covers the
 * host page, `url(…)` inside it is fetched (a viewer tracked), `\cssId`/`\class`/`\htmlData` put attributes
 * on its elements, `\href` makes links, `\rule{1e4em}{…}` paints a block over everything. And MathLive
 * parses recursively: a thousand nested groups overflow its stack.
 *
 * Two locks, because either alone leaves a door:
 * - `displayableLatex` keeps only commands on an allowlist (what the language reads, and what MathLive
 *   writes while a person types); any other command is shown as its letters, inert. Too deep a nesting is
 *   shown as plain text. The stored LaTeX is untouched: this is how a row shows it, not what it holds.
 * - `INERT_MARKUP_MACROS` redefines MathLive's markup commands inside each field, so one typed by hand in
 *   LaTeX mode shows its content and nothing else (MathLive looks up a field's macros before its own
 *   commands); the row keeps the LaTeX as typed, and the language calls it an unknown command.
 */
import { functionNames } from '../language/functions';
import { MAX_NESTING_DEPTH } from '../language/grammar';
import { GREEK_LETTERS } from '../language/symbols';

/** Commands that lay out math and nothing else: what the parser reads and MathLive's editor writes. */
// prettier-ignore
const LAYOUT_COMMANDS = [
  // structure
  'frac', 'dfrac', 'tfrac', 'cfrac', 'sqrt', 'left', 'right', 'middle', 'operatorname', 'mathrm', 'mathit',
  'mathbf', 'mathsf', 'mathtt', 'mathbb', 'mathcal', 'text', 'textrm', 'textit', 'textbf', 'textnormal',
  'placeholder', 'differentialD', 'exponentialE', 'imaginaryI', 'limits', 'nolimits', 'displaystyle',
  'textstyle', 'overline', 'underline', 'bar', 'vec', 'hat', 'tilde', 'dot', 'ddot', 'binom', 'dbinom',
  'tbinom', 'boxed', 'mathop', 'mathord', 'mathbin', 'mathrel', 'mathopen', 'mathclose', 'mathpunct',
  // spaces
  'quad', 'qquad', 'space', 'enspace', 'thinspace', 'medspace', 'thickspace', 'negthinspace',
  // operators, relations, delimiters
  'cdot', 'times', 'div', 'pm', 'mp', 'ast', 'star', 'circ', 'bullet', 'le', 'leq', 'leqslant', 'ge', 'geq',
  'geqslant', 'lt', 'gt', 'ne', 'neq', 'approx', 'sim', 'simeq', 'equiv', 'to', 'rightarrow', 'leftarrow',
  'Rightarrow', 'mapsto', 'in', 'notin', 'mid', 'vert', 'Vert', 'lvert', 'rvert', 'lVert', 'rVert', 'lbrace',
  'rbrace', 'lbrack', 'rbrack', 'langle', 'rangle', 'lfloor', 'rfloor', 'lceil', 'rceil', 'lparen', 'rparen',
  'prime', 'doubleprime', 'degree', 'infty', 'partial', 'nabla', 'sum', 'prod', 'int', 'iint', 'oint',
  'ldots', 'cdots', 'dots', 'vdots', 'ddots', 'colon', 'backslash', 'textbackslash', 'setminus', 'cup',
  'cap', 'land', 'lor', 'lnot', 'neg', 'forall', 'exists', 'angle', 'perp', 'parallel', 'hbar', 'ell',
  'varnothing', 'emptyset', 'mod', 'bmod', 'pmod',
  // functions MathLive writes upright on its own (the language reads its registry's names below)
  'sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'arcsin', 'arccos', 'arctan', 'sinh', 'cosh', 'tanh', 'coth',
  'log', 'ln', 'lg', 'exp', 'min', 'max', 'gcd', 'lim', 'det', 'arg', 'deg', 'dim', 'sup', 'inf',
  'Re', 'Im',
];

/** `\,` and friends: one character after the backslash. */
const SAFE_SYMBOL_COMMANDS = new Set([',', ':', ';', '!', ' ', '{', '}', '|', '%', '#', '&', '_', '$', '\\']);

let allowed: ReadonlySet<string> | undefined;

function allowedCommands(): ReadonlySet<string> {
  allowed ??= new Set([
    ...LAYOUT_COMMANDS,
    ...GREEK_LETTERS.keys(),
    ...['varsigma', 'digamma', 'varkappa', 'varpi'],
    ...functionNames(),
  ]);
  return allowed;
}

/** Every command name that may reach the typesetter (the math fonts are cut to what these draw). */
export function allowedLatexCommandNames(): readonly string[] {
  return [...allowedCommands()];
}

/** Whether `\name` may reach the typesetter as a command. */
export function isAllowedLatexCommand(name: string): boolean {
  return name.length === 1 && !/[A-Za-z]/.test(name)
    ? SAFE_SYMBOL_COMMANDS.has(name)
    : allowedCommands().has(name);
}

const COMMAND = /\\([A-Za-z]+|[^A-Za-z])?/g;

/** How deep groups nest: every brace and bracket, escaped or not, is a level a recursive typesetter descends. */
function nestingDepth(latex: string): number {
  let depth = 0;
  let deepest = 0;
  for (const character of latex) {
    if (character === '{' || character === '(' || character === '[') deepest = Math.max(deepest, ++depth);
    else if (character === '}' || character === ')' || character === ']') depth--;
  }
  return deepest;
}

/** Text mode shows these characters only when escaped. */
export const TEXT_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash ',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '%': '\\%',
  '#': '\\#',
  '&': '\\&',
  _: '\\_',
  '^': '\\textasciicircum ',
  '~': '\\textasciitilde ',
};

function asPlainText(latex: string): string {
  return `\\text{${latex.replace(/[\\{}$%#&_^~]/g, (character) => TEXT_ESCAPES[character])}}`;
}

/**
 * The LaTeX a math field may be given to show `latex`: the same string when every command is allowed and
 * the nesting is one the language itself accepts; otherwise a version where each other command shows as
 * `\name` in letters, or, when too deep, the whole source as plain text.
 */
export function displayableLatex(latex: string): string {
  if (nestingDepth(latex) > MAX_NESTING_DEPTH) return asPlainText(latex);
  return latex.replace(COMMAND, (command: string, name: string | undefined) => {
    if (name === undefined) return '\\backslash ';
    if (isAllowedLatexCommand(name)) return command;
    return /^[A-Za-z]/.test(name)
      ? `\\backslash\\mathrm{${name}}`
      : `\\backslash ${TEXT_ESCAPES[name] ?? name}`;
  });
}

/** MathLive's macro shape: `#1`, `#2` are the arguments. */
interface InertMacro {
  readonly args: number;
  readonly def: string;
  /** Kept as typed in the field's LaTeX (the row holds what the person wrote). */
  readonly expand: false;
  readonly captureSelection: true;
}

const showArgument = (args: number, shown: number): InertMacro => ({
  args,
  def: shown === 0 ? '' : `#${shown}`,
  expand: false,
  captureSelection: true,
});

/** MathLive's commands that put attributes, styles, links, sizes or raw characters into the page. */
export const INERT_MARKUP_MACROS: Readonly<Record<string, InertMacro>> = {
  htmlStyle: showArgument(2, 2),
  style: showArgument(2, 2),
  cssId: showArgument(2, 2),
  htmlId: showArgument(2, 2),
  class: showArgument(2, 2),
  htmlClass: showArgument(2, 2),
  htmlData: showArgument(2, 2),
  href: showArgument(2, 2),
  url: showArgument(1, 1),
  mathtip: showArgument(2, 1),
  texttip: showArgument(2, 1),
  tooltip: showArgument(2, 1),
  color: showArgument(1, 0),
  textcolor: showArgument(2, 2),
  colorbox: showArgument(2, 2),
  fcolorbox: showArgument(3, 3),
  bbox: showArgument(2, 2),
  rule: showArgument(2, 0),
  raisebox: showArgument(2, 2),
  raise: showArgument(2, 2),
  lower: showArgument(2, 2),
  hspace: showArgument(1, 0),
  kern: showArgument(1, 0),
  mkern: showArgument(1, 0),
  mskip: showArgument(1, 0),
  hskip: showArgument(1, 0),
  mspace: showArgument(1, 0),
  char: showArgument(1, 0),
  unicode: showArgument(1, 0),
  includegraphics: showArgument(1, 0),
};
