/**
 * Lowering of distributions and of the functions that take one: the constructors (`normaldist(μ, σ)`,
 * `tdist(ν)`, `chisqdist(ν)`, `uniformdist(a, b)`, `poissondist(λ)`, `binomialdist(n, p)`, with the
 * best-known product's defaults), `pdf(D, x)`, `cdf(D, x)`, `cdf(D, a, b)`, `quantile(D, p)` (also
 * `inversecdf`), and `mean`, `median`, `stdev`, `var` of a distribution (`random(D, n)` is lower-random.ts).
 *
 * A distribution's parameters must be known before graphing; its argument may vary per point. Arguments
 * known before graphing fold to numbers here (distributions.ts), others become programs
 * (distribution-programs.ts); lists broadcast, as for any function of numbers.
 */
import type { CallNode } from './ast';
import {
  cumulativeNode,
  densityNode,
  MAX_QUANTILE_THRESHOLDS,
  probabilityBetweenNode,
  quantileNode,
} from './distribution-programs';
import {
  cumulative,
  density,
  DISTRIBUTION_FUNCTIONS,
  isValid,
  moment,
  probabilityBetween,
  quantile,
  type Distribution,
  type MomentName,
} from './distributions';
import { ParseError } from './parse-error';
import type { ProgramNode } from './program';
import {
  broadcast,
  constant,
  describeValue,
  isConstant,
  numberValue,
  typeError,
  type DistributionValue,
  type LoweredValue,
  type OperationBudget,
  type Value,
} from './values';

/** Functions whose first argument is a distribution (pdf, cdf, quantile) or may be one (the moments). */
export const DISTRIBUTION_CONSUMERS: ReadonlySet<string> = new Set(['pdf', 'cdf', 'inversecdf']);

/** The list functions that also take a distribution, and the moment each is. */
const MOMENTS: ReadonlyMap<string, MomentName> = new Map([
  ['mean', 'mean'],
  ['median', 'median'],
  ['stdev', 'stdev'],
  ['stddev', 'stdev'],
  ['var', 'variance'],
  ['variance', 'variance'],
]);

function argumentCount(node: CallNode, expected: string): never {
  throw new ParseError(
    'wrong-argument-count',
    `'${node.name}' takes ${expected}, not ${node.arguments.length}`,
    node.start,
    node.end,
  );
}

/** `normaldist(…)` and the other constructors: parameters known before graphing, defaults filled in. */
export function lowerDistribution(node: CallNode, args: readonly LoweredValue[]): DistributionValue {
  const { name, defaults } = DISTRIBUTION_FUNCTIONS.get(node.name)!;
  const required = defaults.filter((value) => value === undefined).length;
  if (args.length < required || args.length > defaults.length) {
    const expected =
      required === defaults.length
        ? `${required} argument${required === 1 ? '' : 's'}`
        : `${required} to ${defaults.length} arguments`;
    argumentCount(node, expected);
  }
  const parameters = defaults.map((fallback, index) => {
    const arg = args[index];
    if (!arg) return fallback!;
    const span = node.arguments[index];
    if (arg.kind !== 'number') {
      return typeError(`A parameter of '${node.name}' must be a number, not ${describeValue(arg)}`, span);
    }
    if (!isConstant(arg.node)) {
      return typeError(`The parameters of '${node.name}' must be numbers known before graphing`, span);
    }
    return arg.node.value;
  });
  return { kind: 'distribution', name, parameters };
}

export function distributionOf(value: DistributionValue): Distribution {
  return { name: value.name, parameters: value.parameters };
}

/** The distribution a call's first argument must be. */
function expectDistribution(node: CallNode, value: LoweredValue | undefined): Distribution {
  if (value?.kind !== 'distribution') {
    return typeError(
      `'${node.name}' needs a distribution first, such as normaldist(0,1), not ${value ? describeValue(value) : 'nothing'}`,
      node.arguments[0] ?? node,
    );
  }
  return distributionOf(value);
}

function numbersOnly(values: readonly LoweredValue[], node: CallNode): Value[] {
  return values.map((value, index) =>
    value.kind === 'distribution'
      ? typeError('Only the first argument may be a distribution', node.arguments[index + 1] ?? node)
      : value,
  );
}

/** Whether a call is a moment of a distribution (`mean(D)`) rather than of a list. */
export function isDistributionMoment(node: CallNode, args: readonly LoweredValue[]): boolean {
  return MOMENTS.has(node.name) && args.length === 1 && args[0].kind === 'distribution';
}

/** `pdf`, `cdf`, `quantile`/`inversecdf` of a distribution, and its moments. */
export function lowerDistributionFunction(
  node: CallNode,
  args: readonly LoweredValue[],
  budget: OperationBudget,
): Value {
  const distribution = expectDistribution(node, args[0]);
  const rest = numbersOnly(args.slice(1), node);
  const valid = isValid(distribution);
  const moment_ = MOMENTS.get(node.name);
  if (moment_) {
    if (args.length !== 1) argumentCount(node, '1 distribution');
    return numberValue(constant(moment(distribution, moment_)));
  }
  const undefinedWhenInvalid = (make: (nodes: ProgramNode[]) => ProgramNode) => (nodes: ProgramNode[]) =>
    valid ? make(nodes) : constant(NaN);
  switch (node.name) {
    case 'pdf':
      if (rest.length !== 1) argumentCount(node, '2 arguments: a distribution and a number');
      return broadcast(
        rest,
        node,
        undefinedWhenInvalid(([x]) =>
          isConstant(x) ? constant(density(distribution, x.value)) : densityNode(distribution, x, budget),
        ),
      );
    case 'cdf':
      if (rest.length === 1) {
        return broadcast(
          rest,
          node,
          undefinedWhenInvalid(([x]) =>
            isConstant(x)
              ? constant(cumulative(distribution, x.value))
              : cumulativeNode(distribution, x, budget),
          ),
        );
      }
      if (rest.length !== 2) argumentCount(node, '2 or 3 arguments: a distribution and one or two bounds');
      return broadcast(
        rest,
        node,
        undefinedWhenInvalid(([a, b]) =>
          isConstant(a) && isConstant(b)
            ? constant(probabilityBetween(distribution, a.value, b.value))
            : probabilityBetweenNode(distribution, a, b, budget),
        ),
      );
    case 'quantile':
    case 'inversecdf':
      if (rest.length !== 1) argumentCount(node, '2 arguments: a distribution and a probability');
      return broadcast(
        rest,
        node,
        undefinedWhenInvalid(([p]) => {
          if (isConstant(p)) return constant(quantile(distribution, p.value));
          return (
            quantileNode(distribution, p, budget) ??
            typeError(
              `The quantile of this distribution needs a probability known before graphing (its cdf takes more than ${MAX_QUANTILE_THRESHOLDS} values between 0 and 1)`,
              node.arguments[1],
            )
          );
        }),
      );
  }
  return typeError(`Unknown function of a distribution '${node.name}'`, node);
}
