/**
 * The functions the language can call by name, derived from the operation registry: every operation
 * with a LaTeX command (`\sin`) is a function named by that command without its backslash (`sin`).
 * Which functions take or give an angle (degree mode converts those) and what `f^{-1}` means are the
 * registry's too (its `angle` and `inverse`); what lives here is the names the registry lacks: functions
 * of lists, distributions, random numbers, geometry, shapes, aliases and arcsech and kin.
 */
import { OPERATIONS, operationForName, type OperationName } from './operations';

export type AngleRole = 'argument' | 'result' | 'none';

export interface FunctionDefinition {
  readonly name: string;
  /** Inverse hyperbolic reciprocals the registry lacks: arcsech(x) is arccosh(1/x), and so on. */
  readonly reciprocalArgument?: boolean;
  /**
   * The registry operation, or 'LIST' for functions of a list (`\\operatorname{total}`), which analysis
   * computes, or 'SHAPE' for `polygon` and the statistical plots, each a graph of its own and no number,
   * or 'DISTRIBUTION' for the distributions and the functions that take one (lower-distributions.ts), or 'RANDOM' for `random` and
   * `shuffle` (lower-random.ts), or 'GEOMETRY' for `distance` and `midpoint` (lower-geometry.ts).
   */
  readonly operation: OperationName | 'LIST' | 'SHAPE' | 'DISTRIBUTION' | 'RANDOM' | 'GEOMETRY';
  /** 'argument': trig functions, whose argument is an angle; 'result': inverse trig, which return one. */
  readonly angle: AngleRole;
}

/**
 * Functions of whole lists (list-functions.ts); `min` and `max` also take a list (and otherwise two or
 * more numbers). Aggregates take one list, or several numbers as one (`\\operatorname{mean}(1,2,3)`).
 */
export const LIST_FUNCTIONS: ReadonlySet<string> = new Set([
  'length',
  'count',
  'total',
  'mean',
  'median',
  'sort',
  'join',
  'unique',
  'stdev',
  'stddev',
  'stdevp',
  'var',
  'variance',
  'varp',
  'mad',
  'cov',
  'covp',
  'corr',
  'spearman',
  'quantile',
  'quartile',
  'stats',
]);

/** Other names of registry operations, as the best-known product spells them. */
const ALIASES: ReadonlyMap<string, OperationName> = new Map([['gcf', 'GCD']]);

/** Distributions and the functions of distributions that are not also functions of lists. */
const DISTRIBUTION_NAMES: readonly string[] = [
  'normaldist',
  'tdist',
  'chisqdist',
  'uniformdist',
  'poissondist',
  'binomialdist',
  'pdf',
  'cdf',
  'inversecdf',
];

/**
 * Functions whose empty parentheses parse (`random()`, `normaldist()`); the distributions without defaults
 * then say how many arguments they take.
 */
export const NO_ARGUMENT_FUNCTIONS: ReadonlySet<string> = new Set([
  'random',
  ...DISTRIBUTION_NAMES.filter((name) => name.endsWith('dist')),
]);

/**
 * `\sin^{-1}` is the inverse function, not a reciprocal power (the usual reading, and Desmos's): each
 * name of a registry operation with an `inverse`.
 */
const INVERSES: ReadonlyMap<string, string> = new Map(
  OPERATIONS.flatMap((operation) =>
    operation.inverse
      ? operation.latex.map((command) => [command.slice(1), operation.inverse!] as const)
      : [],
  ),
);

const FUNCTIONS: ReadonlyMap<string, FunctionDefinition> = new Map<string, FunctionDefinition>([
  ...OPERATIONS.flatMap((operation) =>
    operation.latex.map((command): [string, FunctionDefinition] => {
      const name = command.slice(1);
      return [name, { name, operation: operation.name, angle: operation.angle ?? 'none' }];
    }),
  ),
  ...(
    [
      ['arcsech', 'ARCCOSH'],
      ['arccsch', 'ARCSINH'],
      ['arccoth', 'ARCTANH'],
    ] as const
  ).map(([name, operation]): [string, FunctionDefinition] => [
    name,
    { name, operation, angle: 'none', reciprocalArgument: true },
  ]),
  ...[...LIST_FUNCTIONS].map((name): [string, FunctionDefinition] => [
    name,
    { name, operation: 'LIST', angle: 'none' },
  ]),
  ...[...ALIASES].map(([name, operation]): [string, FunctionDefinition] => [
    name,
    { name, operation, angle: 'none' },
  ]),
  ...DISTRIBUTION_NAMES.map((name): [string, FunctionDefinition] => [
    name,
    { name, operation: 'DISTRIBUTION', angle: 'none' },
  ]),
  ...['random', 'shuffle'].map((name): [string, FunctionDefinition] => [
    name,
    { name, operation: 'RANDOM', angle: 'none' },
  ]),
  ...['distance', 'midpoint'].map((name): [string, FunctionDefinition] => [
    name,
    { name, operation: 'GEOMETRY', angle: 'none' },
  ]),
  ...['polygon', 'histogram', 'dotplot', 'boxplot'].map((name): [string, FunctionDefinition] => [
    name,
    { name, operation: 'SHAPE', angle: 'none' },
  ]),
]);

/** The angle role of a registry operation, for operations the language picks itself (ARCTAN2). */
export function angleRoleOf(operation: OperationName): AngleRole {
  return operationForName(operation)?.angle ?? 'none';
}

export function functionNamed(name: string): FunctionDefinition | undefined {
  return FUNCTIONS.get(name);
}

/** Every name the language calls as a function, for editors that turn typed names into functions. */
export function functionNames(): string[] {
  return [...FUNCTIONS.keys()];
}

/** Whether `name` calls a variadic registry operation (`min`, `max`, `gcd`, `lcm`, the alias `gcf`). */
export function isVariadicFunction(name: string): boolean {
  const operation = functionNamed(name)?.operation;
  return operation !== undefined && operationForName(operation)?.variadic === true;
}

/** The name of the function that `name^{-1}` denotes, if the language knows one. */
export function inverseFunctionName(name: string): string | undefined {
  return INVERSES.get(name);
}
