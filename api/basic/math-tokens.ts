/**
 * The basic calculators' input is linear text, the way a student types on a keyboard or a braille
 * display: `2+3*4`, `sqrt(2)`, `sin(30)^2`, `5!`, `12%`, `f(x)=2x`. LaTeX commands typed with a backslash
 * (`2+3\times 4`) are read too, so text pasted from the graphing calculator works.
 */

/** Named functions and constants a student may type without a backslash, longest first when scanning. */
export const FUNCTION_NAMES: Readonly<Record<string, string>> = {
  arcsin: 'arcsin',
  arccos: 'arccos',
  arctan: 'arctan',
  arccot: 'arccot',
  arcsec: 'arcsec',
  arccsc: 'arccsc',
  asin: 'arcsin',
  acos: 'arccos',
  atan: 'arctan',
  sinh: 'sinh',
  cosh: 'cosh',
  tanh: 'tanh',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  cot: 'cot',
  sec: 'sec',
  csc: 'csc',
  ln: 'ln',
  log: 'log',
  exp: 'exp',
  abs: 'abs',
  nCr: 'nCr',
  nPr: 'nPr',
  round: 'round',
  floor: 'floor',
  ceil: 'ceil',
  mod: 'mod',
  min: 'min',
  max: 'max',
  gcd: 'gcd',
  lcm: 'lcm',
  sqrt: 'sqrt',
  cbrt: 'cbrt',
};

export const CONSTANT_NAMES: Readonly<Record<string, string>> = { pi: 'pi', ans: 'ans' };

const NAMES_LONGEST_FIRST = [...Object.keys(FUNCTION_NAMES), ...Object.keys(CONSTANT_NAMES)].sort(
  (a, b) => b.length - a.length,
);

export type MathToken =
  | { readonly kind: 'number'; readonly text: string }
  /** A known function name (canonical spelling) or constant (`pi`, `ans`). */
  | { readonly kind: 'name'; readonly name: string }
  /** One letter: a variable. */
  | { readonly kind: 'letter'; readonly name: string }
  /** A LaTeX command without its backslash: `times`, `sqrt`, `{` for `\{`. */
  | { readonly kind: 'command'; readonly name: string }
  | { readonly kind: 'symbol'; readonly text: string };

/** Splits a run of letters into known names (longest first) and single-letter variables. */
function splitLetters(run: string, tokens: MathToken[]): void {
  let position = 0;
  while (position < run.length) {
    const name = NAMES_LONGEST_FIRST.find((candidate) => run.startsWith(candidate, position));
    if (name) {
      tokens.push({ kind: 'name', name: FUNCTION_NAMES[name] ?? CONSTANT_NAMES[name] });
      position += name.length;
    } else {
      tokens.push({ kind: 'letter', name: run[position] });
      position++;
    }
  }
}

export function tokenizeMath(text: string): MathToken[] {
  const tokens: MathToken[] = [];
  let position = 0;
  while (position < text.length) {
    const rest = text.slice(position);
    const number = /^(\d+\.?\d*|\.\d+)/.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', text: number[0] });
      position += number[0].length;
      continue;
    }
    const letters = /^[A-Za-z]+/.exec(rest);
    if (letters) {
      splitLetters(letters[0], tokens);
      position += letters[0].length;
      continue;
    }
    if (rest[0] === '\\') {
      const command = /^\\([A-Za-z]+|.?)/.exec(rest)!;
      tokens.push({ kind: 'command', name: command[1] });
      position += command[0].length;
      continue;
    }
    if (!/\s/.test(rest[0])) tokens.push({ kind: 'symbol', text: rest[0] });
    position++;
  }
  return tokens;
}
