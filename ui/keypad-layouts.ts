/**
 * What the on-screen keypad's keys type. Insertions use MathLive's placeholders: `#0` is where the
 * caret lands, `#?` an empty slot, `#@` the atom before the caret (so `a/b` wraps what was typed).
 * Functions are written as `\name\left(…\right)` or `\operatorname{name}\left(…\right)`, the forms the
 * language parser reads (language/parser-functions.ts), by the same rule as typed names.
 */
import { functionCommand } from './math-shortcuts';

export interface KeyDefinition {
  /** What the key shows. */
  label: string;
  /** The key's stable name (its `data-key`), and what screen readers say when it has no `nameId`. */
  name: string;
  /** The message id of what screen readers say (`key.*`), for keys whose name is a word. */
  nameId?: string;
  /** LaTeX inserted at the caret… */
  insert?: string;
  /** …or a MathLive command run on the field, or one of the keypad's own actions. */
  command?: string;
  dark?: boolean;
}

const key = (label: string, insert: string, name = label, nameId?: string, dark = false): KeyDefinition => ({
  label,
  insert,
  name,
  nameId,
  dark,
});
const command = (label: string, run: string, name: string, nameId: string): KeyDefinition => ({
  label,
  command: run,
  name,
  nameId,
  dark: true,
});

export const MATH_KEYS: KeyDefinition[] = [
  key('x', 'x'),
  key('y', 'y'),
  key('a²', '^2', 'squared', 'key.squared'),
  key('aᵇ', '^{#0}', 'superscript', 'key.superscript'),
  key('÷', '\\frac{#@}{#0}', 'fraction', 'key.fraction', true),
  key('(', '\\left(#0\\right)', 'parentheses', 'key.parentheses'),
  key(')', ')', 'right parenthesis', 'key.rightParenthesis'),
  key('<', '<', 'less than', 'key.lessThan'),
  key('>', '>', 'greater than', 'key.greaterThan'),
  key('×', '\\cdot', 'times', 'key.times', true),
  key('7', '7'),
  key('8', '8'),
  key('9', '9'),
  key('|a|', '\\left|#0\\right|', 'absolute value', 'key.absoluteValue'),
  key('−', '-', 'minus', 'key.minus', true),
  key('4', '4'),
  key('5', '5'),
  key('6', '6'),
  key('√', '\\sqrt{#0}', 'square root', 'key.squareRoot'),
  key('+', '+', 'plus', 'key.plus', true),
  key('1', '1'),
  key('2', '2'),
  key('3', '3'),
  key('π', '\\pi', 'pi', 'key.pi'),
  key('=', '=', 'equals', 'key.equals', true),
  key('0', '0'),
  key('.', '.', 'decimal point', 'key.decimalPoint'),
  key(',', ',', 'comma', 'key.comma'),
  command('←', 'moveToPreviousChar', 'left', 'key.leftArrow'),
  command('→', 'moveToNextChar', 'right', 'key.rightArrow'),
];

export const EDIT_KEYS: KeyDefinition[] = [
  command('⌫', 'deleteBackward', 'backspace', 'key.backspace'),
  command('↵', 'enter', 'enter', 'key.enter'),
];

export interface FunctionGroup {
  /** The message id of the group's heading. */
  titleId: string;
  names: string[];
}

/** A function of the language, written as typing its name writes it (math-shortcuts.ts). */
const call = (name: string) => `${functionCommand(name)}\\left(#0\\right)`;

/**
 * The calculus templates, written as the language reads them (language/parser-calculus.ts). The body is
 * `#0`: what was selected, or an empty slot; the caret lands in the first slot (the body of d/dx, the
 * lower bound of the others). The integral's differential is a plain `d` before a slot for its variable:
 * MathLive merges a letter typed after `\mathrm{d}` into `\mathrm{dx}`, which is no differential.
 */
const CALCULUS_KEYS: Record<string, KeyDefinition> = {
  derivative: key('d/dx', '\\frac{d}{dx}#0', 'derivative', 'key.derivative'),
  integral: key('∫', '\\int_{#?}^{#?}#0\\,d#?', 'integral', 'key.integral'),
  sum: key('Σ', '\\sum_{n=#?}^{#?}#0', 'sum', 'key.sum'),
  product: key('Π', '\\prod_{n=#?}^{#?}#0', 'product', 'key.product'),
};

/** The functions menu; `restricted` keeps what a restricted (test-taking) menu offers. */
export function functionGroups(restricted: boolean): FunctionGroup[] {
  const groups: FunctionGroup[] = [
    { titleId: 'ui.functionsTrigonometry', names: ['sin', 'cos', 'tan', 'csc', 'sec', 'cot'] },
    { titleId: 'ui.functionsInverseTrigonometry', names: ['arcsin', 'arccos', 'arctan'] },
    { titleId: 'ui.functionsLogarithms', names: ['ln', 'log', 'exp'] },
    { titleId: 'ui.functionsCalculus', names: Object.keys(CALCULUS_KEYS) },
    { titleId: 'ui.functionsHyperbolic', names: ['sinh', 'cosh', 'tanh'] },
    { titleId: 'ui.functionsLists', names: ['mean', 'median', 'min', 'max', 'total', 'length', 'sort'] },
    { titleId: 'ui.functionsNumber', names: ['abs', 'floor', 'ceil', 'round', 'sign', 'mod', 'lcm', 'gcd'] },
  ];
  if (!restricted) return groups;
  const allowed = new Set(['sin', 'cos', 'tan', 'arcsin', 'arccos', 'arctan', 'ln', 'log', 'abs']);
  return groups
    .map((group) => ({ ...group, names: group.names.filter((name) => allowed.has(name)) }))
    .filter((group) => group.names.length > 0);
}

export function functionKey(name: string): KeyDefinition {
  return CALCULUS_KEYS[name] ?? { label: name, name, insert: call(name) };
}

const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const ALPHABETICAL_ROWS = ['abcdefghij', 'klmnopqrs', 'tuvwxyz'];

/** The ABC keys, row by row, QWERTY or alphabetical (the `qwertyKeyboard` option). */
export function letterRows(qwerty: boolean): KeyDefinition[][] {
  return (qwerty ? QWERTY_ROWS : ALPHABETICAL_ROWS).map((row) =>
    [...row].map((letter) => key(letter, letter)),
  );
}
