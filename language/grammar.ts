/**
 * The grammar's tables: operator binding powers, which commands name values, and the constructs that are
 * recognized but not supported yet (so the user reads "Lists are not supported yet" rather than
 * "Unexpected '['"). The parser (`parser.ts`) holds the procedure; this file holds the facts it consults.
 */
import type { BinaryOperator, ComparisonOperator } from './ast';
import { functionNamed } from './functions';
import type { Token } from './lexer';
import { GREEK_LETTERS } from './symbols';

/** Binding powers, lowest first. Implicit multiplication binds as tightly as explicit multiplication. */
export const ADDITIVE = 10;
export const MULTIPLICATIVE = 20;

/** Source longer than this is refused before it is read. */
export const MAX_LATEX_LENGTH = 10_000;
/** Nesting of groups, operands and arguments the parser follows; deeper input is refused (`too-deep`). */
export const MAX_NESTING_DEPTH = 150;
/**
 * Height of the finished tree: flat chains (`1+1+…`) grow the tree without nesting. The passes after
 * parsing recurse once or twice per level; 1,000 levels stay far inside a browser worker's stack.
 */
export const MAX_TREE_HEIGHT = 1_000;

const INFIX_OPERATORS: ReadonlyMap<string, { operator: BinaryOperator; power: number }> = new Map([
  ['+', { operator: '+', power: ADDITIVE }],
  ['-', { operator: '-', power: ADDITIVE }],
  ['*', { operator: '*', power: MULTIPLICATIVE }],
  ['\\cdot', { operator: '*', power: MULTIPLICATIVE }],
  ['\\times', { operator: '*', power: MULTIPLICATIVE }],
  ['/', { operator: '/', power: MULTIPLICATIVE }],
  ['\\div', { operator: '/', power: MULTIPLICATIVE }],
]);

export function infixOperatorOf(token: Token): { operator: BinaryOperator; power: number } | undefined {
  if (token.kind !== 'symbol' && token.kind !== 'command') return undefined;
  return INFIX_OPERATORS.get(token.text);
}

/** Commands that name a variable or constant, as identifiers (`\pi`, `\alpha`). */
export const IDENTIFIER_COMMANDS: ReadonlySet<string> = new Set(
  [...GREEK_LETTERS.keys()].map((name) => `\\${name}`),
);

export const FRACTION_COMMANDS: ReadonlySet<string> = new Set(['\\frac', '\\dfrac', '\\tfrac']);

/** Commands that apply a function by name: the registry's commands (but `\sqrt`, which has its own syntax). */
export function isFunctionCommand(token: Token): boolean {
  if (token.kind !== 'command') return false;
  if (token.text === '\\operatorname') return true;
  return token.text !== '\\sqrt' && functionNamed(token.text.slice(1)) !== undefined;
}

const LATER_FEATURES: ReadonlyMap<string, string> = new Map<string, string>();

/** What separates a regression's data from its model: `y_1\sim mx_1+b` (a bare `~` is read alike). */
const REGRESSION_TOKENS: ReadonlySet<string> = new Set(['\\sim', '~']);

export function isRegressionOperator(token: Token): boolean {
  return (token.kind === 'command' || token.kind === 'symbol') && REGRESSION_TOKENS.has(token.text);
}

const COMPARISONS: ReadonlyMap<string, ComparisonOperator> = new Map([
  ['<', '<'],
  ['>', '>'],
  ['\\lt', '<'],
  ['\\gt', '>'],
  ['\\le', '<='],
  ['\\leq', '<='],
  ['\\leqslant', '<='],
  ['\\ge', '>='],
  ['\\geq', '>='],
  ['\\geqslant', '>='],
  ['=', '='],
]);

/** The comparison a token writes (`<`, `\\le`, `=`), if it writes one. */
export function comparisonOf(token: Token): ComparisonOperator | undefined {
  if (token.kind !== 'symbol' && token.kind !== 'command') return undefined;
  return COMPARISONS.get(token.text);
}

export const ELLIPSIS_COMMANDS: ReadonlySet<string> = new Set(['\\ldots', '\\dots', '\\cdots']);

export function isEllipsis(token: Token): boolean {
  return (
    (token.kind === 'symbol' && token.text === '...') ||
    (token.kind === 'command' && ELLIPSIS_COMMANDS.has(token.text))
  );
}

/** Commands that end or separate something, so they never begin an implicitly multiplied factor. */
const NON_FACTOR_COMMANDS: ReadonlySet<string> = new Set([
  '\\sim',
  '\\right',
  '\\}',
  '\\rfloor',
  '\\rceil',
  ...ELLIPSIS_COMMANDS,
  ...[...COMPARISONS.keys()].filter((text) => text.startsWith('\\')),
]);

export function isNonFactorCommand(token: Token): boolean {
  return token.kind === 'command' && NON_FACTOR_COMMANDS.has(token.text);
}

/** Why a token that belongs to a later part of the language cannot be used yet, if it does. */
export function laterFeatureOf(token: Token): string | undefined {
  if (token.kind !== 'symbol' && token.kind !== 'command') return undefined;
  return LATER_FEATURES.get(token.text);
}

/** Tokens that close something: a value expected before one of them is missing. */
export function isClosingToken(token: Token): boolean {
  if (token.kind === 'command') return NON_FACTOR_COMMANDS.has(token.text);
  return token.kind === 'symbol' && [')', '}', ']', '=', ',', ':', '<', '>', '...', '~'].includes(token.text);
}

const STRUCTURE_COMMANDS: ReadonlySet<string> = new Set([
  ...NON_FACTOR_COMMANDS,
  '\\{',
  '\\lfloor',
  '\\lceil',
  '\\sum',
  '\\prod',
  '\\int',
  '\\sqrt',
  '\\left',
  '\\right',
  '\\operatorname',
  '\\infty',
]);

/** Whether the language knows this command at all (an unknown one is reported by name). */
export function isKnownCommand(token: Token): boolean {
  if (token.kind !== 'command') return false;
  return (
    STRUCTURE_COMMANDS.has(token.text) ||
    FRACTION_COMMANDS.has(token.text) ||
    IDENTIFIER_COMMANDS.has(token.text) ||
    infixOperatorOf(token) !== undefined ||
    functionNamed(token.text.slice(1)) !== undefined
  );
}
