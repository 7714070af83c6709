/**
 * The keys of both calculators, as data. A key either inserts text at the caret (the same linear text a
 * person types) or runs an action. Every key has a spoken name for screen readers: '−' and '×' are read
 * inconsistently by screen readers, so names are words.
 */
import type { AdditionalFunction } from './basic-options';

export type KeyAction =
  'enter' | 'clear' | 'backspace' | 'left' | 'right' | 'letters' | 'numbers' | 'toggle-angle' | 'inverse';

export interface KeyDefinition {
  readonly label: string;
  readonly name: string;
  readonly insert?: string;
  readonly action?: KeyAction;
  /** Grid columns the key spans (default 1). */
  readonly span?: number;
  readonly role?: 'digit' | 'operator' | 'function' | 'control';
}

const digit = (value: string): KeyDefinition => ({ label: value, name: value, insert: value, role: 'digit' });

const KEYS = {
  plus: { label: '+', name: 'plus', insert: '+', role: 'operator' },
  minus: { label: '−', name: 'minus', insert: '−', role: 'operator' },
  times: { label: '×', name: 'times', insert: '×', role: 'operator' },
  divide: { label: '÷', name: 'divided by', insert: '÷', role: 'operator' },
  open: { label: '(', name: 'left parenthesis', insert: '(', role: 'operator' },
  close: { label: ')', name: 'right parenthesis', insert: ')', role: 'operator' },
  point: { label: '.', name: 'point', insert: '.', role: 'digit' },
  comma: { label: ',', name: 'comma', insert: ',', role: 'operator' },
  equals: { label: '=', name: 'equals', insert: '=', role: 'operator' },
  answer: { label: 'ans', name: 'answer', insert: 'ans', role: 'function' },
  enter: { label: '↵', name: 'enter', action: 'enter', role: 'control' },
  clear: { label: 'AC', name: 'all clear', action: 'clear', role: 'control' },
  backspace: { label: '⌫', name: 'backspace', action: 'backspace', role: 'control' },
  left: { label: '←', name: 'left arrow', action: 'left', role: 'control' },
  right: { label: '→', name: 'right arrow', action: 'right', role: 'control' },
} satisfies Record<string, KeyDefinition>;

export const ADDITIONAL_FUNCTION_KEYS: Readonly<Record<AdditionalFunction, KeyDefinition>> = {
  exponent: { label: 'xʸ', name: 'to the power', insert: '^', role: 'function' },
  percent: { label: '%', name: 'percent', insert: '%', role: 'function' },
  sqrt: { label: '√', name: 'square root', insert: '√(', role: 'function' },
};

/** Four-function keypad rows (5 columns): the top row starts with the one or two additional functions. */
export function fourFunctionKeys(additionalFunctions: readonly AdditionalFunction[]): KeyDefinition[][] {
  const extra = additionalFunctions.map((name) => ADDITIONAL_FUNCTION_KEYS[name]);
  const top: KeyDefinition[] =
    extra.length === 1
      ? [{ ...extra[0], span: 2 }, KEYS.open, KEYS.close, KEYS.clear]
      : [...extra, KEYS.open, KEYS.close, KEYS.clear];
  return [
    top,
    [digit('7'), digit('8'), digit('9'), KEYS.divide, KEYS.backspace],
    [digit('4'), digit('5'), digit('6'), KEYS.times, KEYS.answer],
    [digit('1'), digit('2'), digit('3'), KEYS.minus, KEYS.left],
    [digit('0'), KEYS.point, KEYS.enter, KEYS.plus, KEYS.right],
  ];
}

const fn = (label: string, name: string, insert: string): KeyDefinition => ({
  label,
  name,
  insert,
  role: 'function',
});

/** Scientific main keypad (9 columns): functions left, numbers right. `inverse` swaps in the arc functions. */
export function scientificKeys(inverse: boolean, degreeMode: boolean): KeyDefinition[][] {
  const trig = (name: string) =>
    inverse ? fn(`${name}⁻¹`, `inverse ${name}`, `arc${name}(`) : fn(name, name, `${name}(`);
  return [
    [
      fn('x²', 'squared', '^2'),
      fn('xʸ', 'to the power', '^'),
      fn('√', 'square root', '√('),
      fn('∛', 'cube root', 'cbrt('),
      digit('7'),
      digit('8'),
      digit('9'),
      KEYS.divide,
      KEYS.clear,
    ],
    [
      trig('sin'),
      trig('cos'),
      trig('tan'),
      fn('π', 'pi', 'π'),
      digit('4'),
      digit('5'),
      digit('6'),
      KEYS.times,
      KEYS.backspace,
    ],
    [
      {
        label: 'inv',
        name: inverse ? 'inverse functions on' : 'inverse functions off',
        action: 'inverse',
        role: 'control',
      },
      fn('ln', 'natural log', 'ln('),
      fn('log', 'log base 10', 'log('),
      fn('e', 'e', 'e'),
      digit('1'),
      digit('2'),
      digit('3'),
      KEYS.minus,
      KEYS.answer,
    ],
    [
      fn('logₐ', 'log base', 'log_'),
      fn('n!', 'factorial', '!'),
      fn('|x|', 'absolute value', 'abs('),
      fn('%', 'percent', '%'),
      digit('0'),
      KEYS.point,
      KEYS.open,
      KEYS.close,
      KEYS.plus,
    ],
    [
      { label: 'abc', name: 'letters', action: 'letters', role: 'control' },
      {
        label: degreeMode ? 'deg' : 'rad',
        name: degreeMode ? 'degrees, switch to radians' : 'radians, switch to degrees',
        action: 'toggle-angle',
        role: 'control',
      },
      KEYS.comma,
      KEYS.equals,
      KEYS.left,
      KEYS.right,
      { ...KEYS.enter, span: 3 },
    ],
  ];
}

const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const ALPHABETICAL_ROWS = ['abcdefghij', 'klmnopqrs', 'tuvwxyz'];

/** The letters keypad (10 columns), QWERTY or alphabetical as the `qwertyKeyboard` option says. */
export function letterKeys(qwerty: boolean): KeyDefinition[][] {
  const rows = (qwerty ? QWERTY_ROWS : ALPHABETICAL_ROWS).map((row) =>
    [...row].map((letter): KeyDefinition => ({ label: letter, name: letter, insert: letter, role: 'digit' })),
  );
  rows[2].push(KEYS.backspace);
  return [
    ...rows,
    [
      { label: '123', name: 'numbers', action: 'numbers', role: 'control', span: 2 },
      KEYS.open,
      KEYS.close,
      KEYS.comma,
      KEYS.equals,
      fn('x²', 'squared', '^2'),
      KEYS.left,
      { ...KEYS.enter, span: 2 },
    ],
  ];
}
