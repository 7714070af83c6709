/**
 * What the on-screen keypad's keys type. Insertions use MathLive's placeholders: `#0` is where the
 * caret lands, `#?` an empty slot, `#@` the atom before the caret (so `a/b` wraps what was typed).
 * Functions are written as `\name\left(…\right)` or `\operatorname{name}\left(…\right)`, the forms the
 * language parser reads (language/parser-functions.ts).
 */

export interface KeyDefinition {
  /** What the key shows. */
  label: string;
  /** What screen readers say. */
  name: string;
  /** LaTeX inserted at the caret… */
  insert?: string;
  /** …or a MathLive command run on the field, or one of the keypad's own actions. */
  command?: string;
  dark?: boolean;
}

const key = (label: string, insert: string, name = label, dark = false): KeyDefinition => ({
  label,
  insert,
  name,
  dark,
});
const command = (label: string, run: string, name: string): KeyDefinition => ({
  label,
  command: run,
  name,
  dark: true,
});

export const MATH_KEYS: KeyDefinition[] = [
  key('x', 'x'),
  key('y', 'y'),
  key('a²', '^2', 'squared'),
  key('aᵇ', '^{#0}', 'superscript'),
  key('÷', '\\frac{#@}{#0}', 'fraction', true),
  key('(', '\\left(#0\\right)', 'parentheses'),
  key(')', ')', 'right parenthesis'),
  key('<', '<', 'less than'),
  key('>', '>', 'greater than'),
  key('×', '\\cdot', 'times', true),
  key('7', '7'),
  key('8', '8'),
  key('9', '9'),
  key('|a|', '\\left|#0\\right|', 'absolute value'),
  key('−', '-', 'minus', true),
  key('4', '4'),
  key('5', '5'),
  key('6', '6'),
  key('√', '\\sqrt{#0}', 'square root'),
  key('+', '+', 'plus', true),
  key('1', '1'),
  key('2', '2'),
  key('3', '3'),
  key('π', '\\pi', 'pi'),
  key('=', '=', 'equals', true),
  key('0', '0'),
  key('.', '.', 'decimal point'),
  key(',', ',', 'comma'),
  command('←', 'moveToPreviousChar', 'left'),
  command('→', 'moveToNextChar', 'right'),
];

export const EDIT_KEYS: KeyDefinition[] = [
  command('⌫', 'deleteBackward', 'backspace'),
  command('↵', 'enter', 'enter'),
];

export interface FunctionGroup {
  title: string;
  names: string[];
}

const call = (name: string) =>
  /^(sin|cos|tan|csc|sec|cot|arcsin|arccos|arctan|sinh|cosh|tanh|ln|log|exp|min|max|gcd)$/.test(name)
    ? `\\${name}\\left(#0\\right)`
    : `\\operatorname{${name}}\\left(#0\\right)`;

/** The functions menu; `restricted` keeps what a restricted (test-taking) menu offers. */
export function functionGroups(restricted: boolean): FunctionGroup[] {
  const groups: FunctionGroup[] = [
    { title: 'Trigonometry', names: ['sin', 'cos', 'tan', 'csc', 'sec', 'cot'] },
    { title: 'Inverse trigonometry', names: ['arcsin', 'arccos', 'arctan'] },
    { title: 'Logarithms', names: ['ln', 'log', 'exp'] },
    { title: 'Hyperbolic', names: ['sinh', 'cosh', 'tanh'] },
    { title: 'Lists', names: ['mean', 'median', 'min', 'max', 'total', 'length', 'sort'] },
    { title: 'Number', names: ['abs', 'floor', 'ceil', 'round', 'sign', 'mod', 'lcm', 'gcd'] },
  ];
  if (!restricted) return groups;
  const allowed = new Set(['sin', 'cos', 'tan', 'arcsin', 'arccos', 'arctan', 'ln', 'log', 'abs']);
  return groups
    .map((group) => ({ ...group, names: group.names.filter((name) => allowed.has(name)) }))
    .filter((group) => group.names.length > 0);
}

export function functionKey(name: string): KeyDefinition {
  return { label: name, name, insert: call(name) };
}

const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const ALPHABETICAL_ROWS = ['abcdefghij', 'klmnopqrs', 'tuvwxyz'];

/** The ABC keys, row by row, QWERTY or alphabetical (the `qwertyKeyboard` option). */
export function letterRows(qwerty: boolean): KeyDefinition[][] {
  return (qwerty ? QWERTY_ROWS : ALPHABETICAL_ROWS).map((row) =>
    [...row].map((letter) => key(letter, letter)),
  );
}
