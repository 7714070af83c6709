/**
 * The keys of both calculators, as data. A key either inserts text at the caret (the same linear text a
 * person types) or runs an action. Every key has a spoken name for screen readers: '−' and '×' are read
 * inconsistently by screen readers, so names are words.
 */
import { readMath, toDisplayLatex, type AdditionalFunction } from '../../api/basic/index';

export type KeyAction =
  'enter' | 'clear' | 'backspace' | 'left' | 'right' | 'letters' | 'numbers' | 'toggle-angle' | 'inverse';

export interface KeyDefinition {
  readonly label: string;
  /** The spoken name when the key has no `nameId` (digits, letters, `e`). */
  readonly name: string;
  /** The message id of the spoken name (`key.*`), and its values. */
  readonly nameId?: string;
  readonly nameValues?: Readonly<Record<string, string>>;
  readonly insert?: string;
  readonly action?: KeyAction;
  /** Grid columns the key spans (default 1). */
  readonly span?: number;
  readonly role?: 'digit' | 'operator' | 'function' | 'control';
}

/**
 * What a key's linear text (or a braille chord's, braille-input.ts) types into the math field: the
 * LaTeX MathLive inserts, `#0` where the caret goes. A function key opens its parentheses (`sin(` →
 * sin(|)), `√(` a radicand; `)` is the calculator's to handle (basic-ui.ts), digits and letters are
 * themselves.
 */
const LINEAR_LATEX: Readonly<Record<string, string>> = {
  '−': '-',
  '×': '\\times',
  '÷': '\\div',
  '(': '\\left(#0\\right)',
  '^': '^{#0}',
  '^2': '^{2}',
  '%': '\\%',
  π: '\\pi',
  ans: '\\operatorname{ans}',
  '√(': '\\sqrt{#0}',
  'cbrt(': '\\sqrt[3]{#0}',
  'abs(': '\\left|#0\\right|',
  log_: '\\log_{#0}',
};

export function linearLatex(text: string): string {
  const known = LINEAR_LATEX[text];
  if (known !== undefined) return known;
  const call = /^([a-z]+)\($/.exec(text);
  if (!call) return text;
  return `${toDisplayLatex(readMath(call[1]))}\\left(#0\\right)`;
}

const digit = (value: string): KeyDefinition => ({ label: value, name: value, insert: value, role: 'digit' });

/** A key whose spoken name is the catalog's `key.<id>` (English `name` kept for tests and logs). */
const named = (id: string, name: string) => ({ name, nameId: `key.${id}` });

const KEYS = {
  plus: { label: '+', ...named('plus', 'plus'), insert: '+', role: 'operator' },
  minus: { label: '−', ...named('minus', 'minus'), insert: '−', role: 'operator' },
  times: { label: '×', ...named('times', 'times'), insert: '×', role: 'operator' },
  divide: { label: '÷', ...named('dividedBy', 'divided by'), insert: '÷', role: 'operator' },
  open: { label: '(', ...named('leftParenthesis', 'left parenthesis'), insert: '(', role: 'operator' },
  close: { label: ')', ...named('rightParenthesis', 'right parenthesis'), insert: ')', role: 'operator' },
  point: { label: '.', ...named('decimalPoint', 'decimal point'), insert: '.', role: 'digit' },
  comma: { label: ',', ...named('comma', 'comma'), insert: ',', role: 'operator' },
  equals: { label: '=', ...named('equals', 'equals'), insert: '=', role: 'operator' },
  answer: { label: 'ans', ...named('answer', 'answer'), insert: 'ans', role: 'function' },
  enter: { label: '↵', ...named('enter', 'enter'), action: 'enter', role: 'control' },
  clear: { label: 'AC', ...named('allClear', 'all clear'), action: 'clear', role: 'control' },
  backspace: { label: '⌫', ...named('backspace', 'backspace'), action: 'backspace', role: 'control' },
  left: { label: '←', ...named('leftArrow', 'left arrow'), action: 'left', role: 'control' },
  right: { label: '→', ...named('rightArrow', 'right arrow'), action: 'right', role: 'control' },
} satisfies Record<string, KeyDefinition>;

export const ADDITIONAL_FUNCTION_KEYS: Readonly<Record<AdditionalFunction, KeyDefinition>> = {
  exponent: { label: 'xʸ', ...named('power', 'to the power'), insert: '^', role: 'function' },
  percent: { label: '%', ...named('percent', 'percent'), insert: '%', role: 'function' },
  sqrt: { label: '√', ...named('squareRoot', 'square root'), insert: '√(', role: 'function' },
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

/** A function key; `id` names it through the catalog (`key.<id>`), else its label is its name. */
const fn = (label: string, insert: string, id?: string, name = label): KeyDefinition => ({
  label,
  ...(id === undefined ? { name } : named(id, name)),
  insert,
  role: 'function',
});

/** Scientific main keypad (9 columns): functions left, numbers right. `inverse` swaps in the arc functions. */
export function scientificKeys(inverse: boolean, degreeMode: boolean): KeyDefinition[][] {
  const trig = (name: string): KeyDefinition =>
    inverse
      ? {
          ...fn(`${name}⁻¹`, `arc${name}(`, 'inverseFunction', `inverse ${name}`),
          nameValues: { name },
        }
      : fn(name, `${name}(`);
  return [
    [
      fn('x²', '^2', 'squared', 'squared'),
      fn('xʸ', '^', 'power', 'to the power'),
      fn('√', '√(', 'squareRoot', 'square root'),
      fn('∛', 'cbrt(', 'cubeRoot', 'cube root'),
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
      fn('π', 'π', 'pi', 'pi'),
      digit('4'),
      digit('5'),
      digit('6'),
      KEYS.times,
      KEYS.backspace,
    ],
    [
      {
        label: 'inv',
        ...(inverse
          ? named('inverseOn', 'inverse functions on')
          : named('inverseOff', 'inverse functions off')),
        action: 'inverse',
        role: 'control',
      },
      fn('ln', 'ln(', 'naturalLog', 'natural log'),
      fn('log', 'log(', 'logBase10', 'log base 10'),
      fn('e', 'e'),
      digit('1'),
      digit('2'),
      digit('3'),
      KEYS.minus,
      KEYS.answer,
    ],
    [
      fn('logₐ', 'log_', 'logBase', 'log base'),
      fn('n!', '!', 'factorial', 'factorial'),
      fn('|x|', 'abs(', 'absoluteValue', 'absolute value'),
      fn('%', '%', 'percent', 'percent'),
      digit('0'),
      KEYS.point,
      KEYS.open,
      KEYS.close,
      KEYS.plus,
    ],
    [
      { label: 'abc', ...named('letters', 'letters'), action: 'letters', role: 'control' },
      {
        label: degreeMode ? 'deg' : 'rad',
        ...(degreeMode
          ? named('degreesSwitch', 'degrees, switch to radians')
          : named('radiansSwitch', 'radians, switch to degrees')),
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
      { label: '123', ...named('numbers', 'numbers'), action: 'numbers', role: 'control', span: 2 },
      KEYS.open,
      KEYS.close,
      KEYS.comma,
      KEYS.equals,
      fn('x²', '^2', 'squared', 'squared'),
      KEYS.left,
      { ...KEYS.enter, span: 2 },
    ],
  ];
}
