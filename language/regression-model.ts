/**
 * A regression `lhs \sim model` compiled for the fitter: the observations (the left side's list), and the
 * model as one program tree per data point, f(θ; d₁, d₂, …), with a stand-in leaf for each parameter θⱼ
 * and for each data column dₖ, plus its derivative by each parameter (symbolic, `derivative.ts`).
 *
 * How the model becomes one tree: every part of it that holds no parameter is lowered as it always is,
 * with the list's definitions; a part whose value is a number becomes that number (`\operatorname{mean}(x_1)`),
 * a list named on its own (`x_1`) or any other list becomes a data column. Above those parts the model
 * may only combine values element by element (arithmetic, functions of one number, piecewise, functions
 * of the user's whose bodies do the same), so that the tree is the same at every point; it is lowered
 * once, with the parameters and columns bound to their stand-ins.
 *
 * Which parameters enter linearly is read off the derivatives: a set of parameters none of whose
 * derivatives reads any of them (`m`, `b` in mx₁+b; `a`, `d` in a·sin(bx₁+c)+d).
 */
import type { ExpressionNode, IdentifierNode, RegressionStatement } from './ast';
import { differentiate } from './derivative';
import { freeNames } from './definitions';
import { functionNamed, isVariadicFunction } from './functions';
import { lowerExpression, type LoweringContext } from './lower';
import { ParseError } from './parse-error';
import type { BoundVariable, ProgramNode } from './program';
import { readerOf, type ProgramLeaf } from './program-tree';
import { displayName } from './symbols';
import { isConstant, listLength, numberValue, OperationBudget, type Value } from './values';

export interface CompiledRegression {
  /** Parameter names (canonical LaTeX), in order of first appearance in the model. */
  readonly parameterNames: readonly string[];
  readonly parameters: readonly BoundVariable[];
  /** The left side's values, one per point (NaN where undefined). */
  readonly observations: Float64Array;
  readonly model: ProgramNode;
  /** ∂model/∂θⱼ, one per parameter. */
  readonly derivatives: readonly ProgramNode[];
  /** Parameters entering linearly (see the header). */
  readonly linear: readonly boolean[];
  /** Each data column's stand-in and values (as long as `observations`). */
  readonly data: ReadonlyMap<BoundVariable, Float64Array>;
  /** Data columns that are a list named on its own, by name (the curve is drawn against that name). */
  readonly namedColumns: ReadonlyMap<BoundVariable, string>;
  /** The left side is a list named on its own (`y_1`), so the fitted curve is drawn over the data. */
  readonly plainLeftSide: boolean;
  /** Angles in degrees: a sine's frequency and phase are in degrees too (starting values follow). */
  readonly degreeMode: boolean;
  readonly budget: OperationBudget;
}

/** Node types the parameters may sit under: each combines its operands' values element by element. */
const ELEMENTWISE: ReadonlySet<ExpressionNode['type']> = new Set([
  'number',
  'identifier',
  'negate',
  'binary',
  'call',
  'apply',
  'piecewise',
  'comparison',
]);

/** Names of the stand-ins bound for data columns (no LaTeX name can start with a control character). */
const DATA_PREFIX = '\u0001regression-data-';

function fail(message: string, span: { start: number; end: number }): never {
  throw new ParseError('invalid-regression', message, span.start, span.end);
}

/** Whether a call of this function is elementwise (a registry operation of numbers, or `erf`). */
function isElementwiseCall(name: string, argumentCount: number): boolean {
  const definition = functionNamed(name);
  if (!definition) return false;
  // A variadic function of one list folds it: an aggregate, not elementwise.
  if (argumentCount === 1 && isVariadicFunction(name)) return false;
  return (
    definition.operation !== 'LIST' && definition.operation !== 'SHAPE' && !isImpure(definition.operation)
  );
}

/** Distributions, random numbers, geometry: not functions of one number per point. */
function isImpure(operation: string): boolean {
  return operation === 'DISTRIBUTION' || operation === 'RANDOM' || operation === 'GEOMETRY';
}

/**
 * Compiles the regression. `parameterNames` are the model's free names that nothing else defines (the list
 * analysis decides them); `context` lowers with the list's definitions.
 */
export function compileRegression(
  statement: RegressionStatement,
  parameterNames: readonly string[],
  context: LoweringContext,
): CompiledRegression {
  if (parameterNames.length === 0) {
    fail(
      'A regression needs a parameter to fit: a name that nothing else defines, such as m in y_1\\sim mx_1+b',
      statement.right,
    );
  }
  const budget = new OperationBudget(statement);
  const plain: LoweringContext = { ...context, budget, bound: new Map() };
  const observations = dataValues(
    lowerExpression(statement.left, plain),
    statement.left,
    'The left side of ~',
  );

  const parameterSet = new Set(parameterNames);
  const parameters = parameterNames.map((name): BoundVariable => ({ name }));
  const bound = new Map<string, Value>();
  parameters.forEach((variable, index) =>
    bound.set(parameterNames[index], numberValue({ kind: 'variable', variable })),
  );
  const data = new Map<BoundVariable, Float64Array>();
  const namedColumns = new Map<BoundVariable, string>();
  const columnByName = new Map<string, string>();

  const hasParameter = (node: ExpressionNode) => freeNames(node).some((use) => parameterSet.has(use.name));

  /** Binds a data column's stand-in and returns the identifier that reads it. */
  const column = (values: Float64Array, node: ExpressionNode, name?: string): ExpressionNode => {
    if (values.length !== observations.length) {
      const what = name ? `'${displayName(name)}'` : 'This list';
      fail(
        `A regression relates lists of the same length: the left side has ${observations.length} values, ${what} has ${values.length}`,
        node,
      );
    }
    const known = name && columnByName.get(name);
    if (known) return { type: 'identifier', name: known, start: node.start, end: node.end };
    const variable: BoundVariable = { name: `${DATA_PREFIX}${data.size}` };
    data.set(variable, values);
    if (name) {
      namedColumns.set(variable, name);
      columnByName.set(name, variable.name);
    }
    bound.set(variable.name, numberValue({ kind: 'variable', variable }));
    return { type: 'identifier', name: variable.name, start: node.start, end: node.end };
  };

  /** A part without parameters: a number, or columns combined element by element. */
  const dataPart = (node: ExpressionNode): ExpressionNode => {
    const value = lowerExpression(node, plain);
    if (value.kind === 'number') {
      if (!isConstant(value.node)) {
        fail('A regression model relates lists: use the lists’ names (x_1), not x or y', node);
      }
      return { type: 'number', value: value.node.value, start: node.start, end: node.end };
    }
    if (value.kind === 'point' || value.packed?.y)
      fail('A regression model relates lists of numbers, not points', node);
    if (node.type === 'identifier') return column(dataValues(value, node, 'A list'), node, node.name);
    if (isElementwiseNode(node, plain)) return rewriteParts(node);
    return column(dataValues(value, node, 'A list'), node);
  };

  const rewrite = (node: ExpressionNode): ExpressionNode => {
    if (!hasParameter(node)) return dataPart(node);
    if (!ELEMENTWISE.has(node.type)) {
      fail('In a regression a parameter may appear only in arithmetic and functions of one number', node);
    }
    return rewriteParts(node);
  };

  /** The node with its operands rewritten (a parameter, or data combined element by element). */
  const rewriteParts = (node: ExpressionNode): ExpressionNode => {
    switch (node.type) {
      case 'identifier':
        return node;
      case 'negate':
        return { ...node, operand: rewrite(node.operand) };
      case 'binary': {
        // `a(x_1+1)^2` is a·(x₁+1)², as lowering reads it: the exponent belongs to the parentheses.
        const left = node.left;
        if (node.operator === '^' && left.type === 'apply' && !context.userFunction(left.callee.name)) {
          const power = { ...node, left: parenthesized(left) };
          return rewrite({ ...node, operator: '*', left: left.callee, right: power, implicit: true });
        }
        return { ...node, left: rewrite(node.left), right: rewrite(node.right) };
      }
      case 'call':
        if (!isElementwiseCall(node.name, node.arguments.length)) {
          fail(`In a regression a parameter cannot be an argument of '${node.name}'`, node);
        }
        return { ...node, arguments: node.arguments.map(rewrite) };
      case 'apply': {
        const definition = parameterSet.has(node.callee.name)
          ? undefined
          : context.userFunction(node.callee.name);
        if (!definition) {
          // A product, `a(x_1+1)`: the name's value times the parenthesized one.
          return rewrite({
            type: 'binary',
            operator: '*',
            left: node.callee,
            right: parenthesized(node),
            implicit: true,
            start: node.start,
            end: node.end,
          });
        }
        if (
          node.primes ||
          !isElementwiseBody(definition.body, new Set(definition.parameters), plain, new Set())
        ) {
          fail(
            `In a regression a parameter cannot be an argument of '${displayName(node.callee.name)}'`,
            node,
          );
        }
        return { ...node, arguments: node.arguments.map(rewrite) };
      }
      case 'piecewise':
        return {
          ...node,
          branches: node.branches.map((branch) => ({
            condition: rewrite(branch.condition) as typeof branch.condition,
            ...(branch.value ? { value: rewrite(branch.value) } : {}),
          })),
          ...(node.otherwise ? { otherwise: rewrite(node.otherwise) } : {}),
        };
      case 'comparison':
        return { ...node, operands: node.operands.map(rewrite) };
      default:
        return fail(
          'In a regression a parameter may appear only in arithmetic and functions of one number',
          node,
        );
    }
  };

  const rewritten = rewrite(statement.right);
  const value = lowerExpression(rewritten, { ...plain, bound });
  if (value.kind !== 'number') fail('A regression model must be a number at each point', statement.right);
  const model = value.node;
  const derivatives = parameters.map((variable) =>
    differentiate(model, { kind: 'variable', variable }, budget),
  );
  return {
    parameterNames,
    parameters,
    observations,
    model,
    derivatives,
    linear: linearParameters(parameters, derivatives),
    data,
    namedColumns,
    plainLeftSide: statement.left.type === 'identifier',
    degreeMode: context.degreeMode,
    budget,
  };
}

/** The parenthesized part of `name(…)`: one value, or a point. */
function parenthesized(node: Extract<ExpressionNode, { type: 'apply' }>): ExpressionNode {
  return node.arguments.length === 1
    ? node.arguments[0]
    : { type: 'tuple', elements: node.arguments, start: node.callee.end, end: node.end };
}

/** A list of numbers known before graphing, as a column. */
function dataValues(value: Value, span: { start: number; end: number }, role: string): Float64Array {
  if (value.kind !== 'list') fail(`${role} must be a list (a table column such as y_1), not a number`, span);
  if (value.packed && !value.packed.y) return value.packed.x;
  const values = new Float64Array(listLength(value));
  value.items.forEach((item, index) => {
    if (item.kind !== 'number') fail(`${role} must be a list of numbers`, span);
    if (!isConstant(item.node)) fail('A regression relates lists known before graphing, not of x or y', span);
    values[index] = item.node.value;
  });
  return values;
}

/** A part without parameters whose list value is its operands' combined element by element. */
function isElementwiseNode(node: ExpressionNode, context: LoweringContext): boolean {
  switch (node.type) {
    case 'negate':
    case 'binary':
      return true;
    case 'call':
      return isElementwiseCall(node.name, node.arguments.length);
    case 'apply': {
      const definition = context.userFunction(node.callee.name);
      // Not a function: a product, `x_1(x_1+1)`.
      if (!definition) return true;
      return (
        !node.primes && isElementwiseBody(definition.body, new Set(definition.parameters), context, new Set())
      );
    }
    default:
      return false;
  }
}

/**
 * Whether a function's body combines its parameters element by element, so that calling it with one
 * point's values gives that point's element of calling it with the lists: no aggregates, and no name that
 * holds a list of its own (it would broadcast against the parameters).
 */
function isElementwiseBody(
  body: ExpressionNode,
  parameters: ReadonlySet<string>,
  context: LoweringContext,
  visiting: Set<string>,
): boolean {
  const pending: ExpressionNode[] = [body];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (!ELEMENTWISE.has(node.type)) return false;
    switch (node.type) {
      case 'identifier': {
        if (parameters.has(node.name)) break;
        const value = context.variable(node.name) as Value | undefined;
        if (value?.kind === 'list') return false;
        break;
      }
      case 'negate':
        pending.push(node.operand);
        break;
      case 'binary':
        pending.push(node.left, node.right);
        break;
      case 'call':
        if (!isElementwiseCall(node.name, node.arguments.length)) return false;
        pending.push(...node.arguments);
        break;
      case 'apply': {
        const inner = context.userFunction(node.callee.name);
        if (inner && !parameters.has(node.callee.name)) {
          if (node.primes || visiting.has(inner.name)) return false;
          visiting.add(inner.name);
          if (!isElementwiseBody(inner.body, new Set(inner.parameters), context, visiting)) return false;
        } else {
          pending.push(node.callee);
        }
        pending.push(...node.arguments);
        break;
      }
      case 'piecewise':
        for (const branch of node.branches)
          pending.push(branch.condition, ...(branch.value ? [branch.value] : []));
        if (node.otherwise) pending.push(node.otherwise);
        break;
      case 'comparison':
        pending.push(...node.operands);
        break;
    }
  }
  return true;
}

/**
 * A largest-first set of parameters that enter linearly together: adding θⱼ keeps the set linear when
 * ∂f/∂θⱼ reads no parameter of the set (itself included) and no derivative in the set reads θⱼ.
 */
function linearParameters(
  parameters: readonly BoundVariable[],
  derivatives: readonly ProgramNode[],
): boolean[] {
  const readers = parameters.map((variable) => readerOf({ kind: 'variable', variable } as ProgramLeaf));
  const linear = parameters.map(() => false);
  parameters.forEach((_, index) => {
    if (readers[index](derivatives[index])) return;
    const clashes = linear.some(
      (isLinear, other) =>
        isLinear && (readers[other](derivatives[index]) || readers[index](derivatives[other])),
    );
    if (!clashes) linear[index] = true;
  });
  return linear;
}

/** The first use of each name in the tree, by name (for error spans). */
export function firstUses(node: ExpressionNode, names: readonly string[]): Map<string, IdentifierNode> {
  const uses = new Map<string, IdentifierNode>();
  for (const use of freeNames(node))
    if (names.includes(use.name) && !uses.has(use.name)) uses.set(use.name, use);
  return uses;
}
