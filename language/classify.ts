/**
 * What one checked entry does: it is lowered against the list's definitions and, by its shape and the
 * inputs its value reads, becomes an evaluation, a curve (explicit, parametric, polar, implicit), a region,
 * points, or a definition. Names are already known to be defined here (see `analyze-list.ts`).
 */
import type { DefinitionInfo, ListEffect, ParameterDomain } from './analysis-types';
import type { ExpressionNode, StatementNode } from './ast';
import type { Definition } from './definitions';
import { classifyPolygon, POLYGON_FUNCTION } from './classify-polygon';
import { classifyStatisticalPlot, STATISTICAL_PLOTS } from './classify-statistical-plot';
import { emitProgram } from './emit';
import { graphOfDistribution } from './classify-distribution';
import { distributionOf } from './lower-distributions';
import {
  lowerExpression,
  lowerValue,
  type LoweringContext,
  type LoweringOptions,
  type UserFunction,
} from './lower';
import { ParseError } from './parse-error';
import type { ProgramNode } from './program';
import { solveForExplicitBranches } from './solve-quadratic';
import {
  exceedsProgramSize,
  expectNumber,
  inputsOf,
  isConstant,
  nodesOf,
  numberValue,
  OperationBudget,
  operate,
  type LoweredValue,
  type PackedItems,
  type Value,
} from './values';

export interface Resolver {
  readonly variable: (name: string) => LoweredValue | undefined;
  readonly userFunction: (name: string) => UserFunction | undefined;
  readonly variableDefinition?: (name: string) => ExpressionNode | undefined;
}

export interface Classification {
  readonly effect: ListEffect;
  readonly definition?: DefinitionInfo;
}

/** Desmos's defaults: parametric t in [0, 1], polar θ in [0, 12π]. */
export const PARAMETRIC_DOMAIN: ParameterDomain = { min: 0, max: 1 };
export const POLAR_DOMAIN: ParameterDomain = { min: 0, max: 12 * Math.PI };

const INPUT_X: ProgramNode = { kind: 'input', input: 'x' };
const INPUT_Y: ProgramNode = { kind: 'input', input: 'y' };
const INPUT_T: ProgramNode = { kind: 'input', input: 't' };

function isPointShaped(node: ExpressionNode): boolean {
  if (node.type === 'comprehension' || node.type === 'substitution') return isPointShaped(node.body);
  return (
    node.type === 'tuple' ||
    (node.type === 'list' && node.elements.some((element) => element.type === 'tuple'))
  );
}

function isPolar(statement: StatementNode): boolean {
  return (
    statement.type === 'equation' &&
    ((statement.left.type === 'identifier' && statement.left.name === 'r') ||
      (statement.right.type === 'identifier' && statement.right.name === 'r'))
  );
}

/**
 * The names an entry may read as per-point inputs: x and y everywhere, t in a point `(…t…)` (a parametric
 * curve), r and θ in `r=f(θ)` (a polar curve). `statement` undefined: inside a definition.
 */
export function inputsForStatement(statement: StatementNode | undefined): Map<string, ProgramNode> {
  const inputs = new Map<string, ProgramNode>([
    ['x', INPUT_X],
    ['y', INPUT_Y],
  ]);
  if (statement?.type === 'expression' && isPointShaped(statement.expression)) inputs.set('t', INPUT_T);
  if (statement && isPolar(statement)) {
    inputs.set('\\theta', INPUT_T);
    inputs.set('r', INPUT_X);
  }
  return inputs;
}

/** Emits a program, refusing one whose bytecode would be too large (see `MAX_PROGRAM_SIZE`). */
function program(node: ProgramNode) {
  if (exceedsProgramSize(node)) throw new TooComplex();
  return emitProgram(node);
}

function failGraph(message: string, span: { start: number; end: number }): never {
  throw new ParseError('unsupported-graph', message, span.start, span.end);
}

/** A program too large to emit; reported with the span of the whole entry. */
class TooComplex extends Error {}

export function classifyStatement(
  statement: StatementNode,
  definition: Definition | undefined,
  options: LoweringOptions,
  resolver: Resolver,
): Classification {
  try {
    return classifyChecked(statement, definition, options, resolver);
  } catch (error) {
    if (!(error instanceof TooComplex)) throw error;
    throw new ParseError(
      'too-complex',
      'Expression is too complex to compute',
      statement.start,
      statement.end,
    );
  }
}

function classifyChecked(
  statement: StatementNode,
  definition: Definition | undefined,
  options: LoweringOptions,
  resolver: Resolver,
): Classification {
  const context = (inputs: Map<string, ProgramNode>, bound = new Map<string, Value>()): LoweringContext => ({
    ...options,
    budget: new OperationBudget(statement),
    bound,
    inputs,
    variable: resolver.variable,
    userFunction: resolver.userFunction,
    variableDefinition: resolver.variableDefinition,
  });
  const inputs = inputsForStatement(statement);
  if (statement.type === 'empty') return { effect: { kind: 'none' } };

  if (definition?.kind === 'variable') {
    const value = resolver.variable(definition.name)!;
    if (value.kind === 'distribution') {
      const info: DefinitionInfo = { kind: 'variable', name: definition.name, sliderCandidate: false };
      return { effect: graphOfDistribution(distributionOf(value), definition.body), definition: info };
    }
    const info: DefinitionInfo = {
      kind: 'variable',
      name: definition.name,
      sliderCandidate: isPlainNumber(definition.body),
      ...constantValueOf(value),
    };
    const graph = graphOfValue(value, statement, true);
    return { effect: graph ?? { kind: 'definition' }, definition: info };
  }
  if (definition?.kind === 'function') {
    const info: DefinitionInfo = {
      kind: 'function',
      name: definition.name,
      parameters: definition.parameters,
    };
    const bound = new Map<string, Value>(definition.parameters.map((name) => [name, numberValue(INPUT_X)]));
    // Check the body's types now (a call would fail later); only f(x)=… is also drawn, as y=f(x).
    const value = lowerExpression(definition.body, context(inputs, bound));
    const drawable = definition.parameters.length === 1 && definition.parameters[0] === 'x';
    const graph = drawable ? graphOfValue(value, statement, true) : undefined;
    return { effect: graph?.kind === 'explicit' ? graph : { kind: 'definition' }, definition: info };
  }

  if (statement.type === 'expression') {
    const expression = statement.expression;
    if (expression.type === 'comparison') {
      const sides = expression.operands.map((operand) =>
        expectNumber(lowerExpression(operand, context(inputs)), operand, 'A side of an inequality'),
      );
      if (inputsOf(sides).size === 0) failGraph('An inequality needs x or y to shade a region', expression);
      const conditions = expression.operators.map((operator, index) => {
        const [low, high] = operator.startsWith('<')
          ? [sides[index], sides[index + 1]]
          : [sides[index + 1], sides[index]];
        const difference = operate('SUB', [high, low]);
        if (exceedsProgramSize(difference)) throw new TooComplex();
        // The boundary difference = 0, solved like an equation, so that it can be drawn as curves.
        const solved = solveForExplicitBranches(difference);
        const boundary = solved && { dependent: solved.dependent, programs: solved.branches.map(program) };
        return {
          program: program(difference),
          strict: !operator.endsWith('='),
          ...(boundary ? { boundary } : {}),
        };
      });
      return { effect: { kind: 'inequality', conditions } };
    }
    if (expression.type === 'call' && expression.name === POLYGON_FUNCTION) {
      return { effect: classifyPolygon(expression, context(inputs)) };
    }
    if (expression.type === 'call' && STATISTICAL_PLOTS.has(expression.name)) {
      return { effect: classifyStatisticalPlot(expression, context(inputs)) };
    }
    const value = lowerValue(expression, context(inputs));
    if (value.kind === 'distribution')
      return { effect: graphOfDistribution(distributionOf(value), expression) };
    const graph = graphOfValue(value, statement, false);
    if (graph) return { effect: graph };
    return failGraph(
      'Only y as a function of x can be graphed from an expression: write it as an equation',
      expression,
    );
  }

  const { left, right } = statement;
  if (isPolar(statement)) {
    const side = left.type === 'identifier' && left.name === 'r' ? right : left;
    const value = lowerExpression(side, context(inputs));
    const programs = numbersOfValue(value, side).map((node) => {
      const used = inputsOf([node]);
      if (used.has('x') || used.has('y')) failGraph('A polar curve r=f(θ) may use only θ', side);
      return program(node);
    });
    return { effect: { kind: 'polar', programs, domain: POLAR_DOMAIN } };
  }
  for (const [dependent, independent] of [
    ['y', 'x'],
    ['x', 'y'],
  ] as const) {
    const isSide = (node: ExpressionNode) => node.type === 'identifier' && node.name === dependent;
    const other = isSide(left) ? right : isSide(right) ? left : undefined;
    if (!other) continue;
    // x=f(y) is sampled like y=f(x) with the axes exchanged: f reads y from the x slot.
    const swapped = new Map<string, ProgramNode>([
      [independent, INPUT_X],
      [dependent, INPUT_Y],
    ]);
    const value = lowerExpression(other, context(dependent === 'y' ? inputs : swapped));
    const nodes = numbersOfValue(value, other);
    if (nodes.every((node) => !inputsOf([node]).has('y'))) {
      return { effect: { kind: 'explicit', dependent, programs: nodes.map(program) } };
    }
  }
  const leftValue = expectNumber(lowerExpression(left, context(inputs)), left, 'A side of an equation');
  const rightValue = expectNumber(lowerExpression(right, context(inputs)), right, 'A side of an equation');
  const difference = operate('SUB', [leftValue, rightValue]);
  if (inputsOf([difference]).size === 0) failGraph('An equation needs x or y to graph', statement);
  if (exceedsProgramSize(difference)) throw new TooComplex();
  const solved = solveForExplicitBranches(difference);
  const solutions = solved && { dependent: solved.dependent, programs: solved.branches.map(program) };
  return { effect: { kind: 'implicit', program: program(difference), ...(solutions ? { solutions } : {}) } };
}

/** The effect a value has on its own: evaluation, explicit curves in x, points, parametric curves in t. */
function graphOfValue(
  value: Value,
  span: { start: number; end: number },
  isDefinition: boolean,
): ListEffect | undefined {
  if (value.kind === 'list' && value.packed) return graphOfPacked(value.packed, isDefinition);
  const used = inputsOf(nodesOf(value));
  const hasPoints =
    value.kind === 'point' || (value.kind === 'list' && value.items.some((item) => item.kind === 'point'));
  if (hasPoints) {
    const points = value.kind === 'list' ? value.items : [value];
    if (used.size === 0) {
      const xs = new Float64Array(points.length);
      const ys = new Float64Array(points.length);
      points.forEach((point, index) => {
        xs[index] = point.kind === 'point' ? constantOf(point.x) : NaN;
        ys[index] = point.kind === 'point' ? constantOf(point.y) : NaN;
      });
      return { kind: 'points', xs, ys };
    }
    if (used.size === 1 && used.has('t')) {
      const curves = points.map((point) =>
        point.kind === 'point'
          ? { x: program(point.x), y: program(point.y) }
          : failGraph('A list mixes points and numbers', span),
      );
      return { kind: 'parametric', curves, domain: PARAMETRIC_DOMAIN };
    }
    return failGraph('A point may use only t (a parametric curve)', span);
  }
  const nodes =
    value.kind === 'list'
      ? value.items.map((item) => (item as { node: ProgramNode }).node)
      : [(value as { node: ProgramNode }).node];
  if (used.size === 0) {
    if (isDefinition) return undefined;
    const numbers = nodes.map(constantOf);
    return { kind: 'evaluation', value: value.kind === 'list' ? numbers : numbers[0] };
  }
  if (used.size === 1 && used.has('x'))
    return { kind: 'explicit', dependent: 'y', programs: nodes.map(program) };
  return isDefinition
    ? undefined
    : failGraph('Only y as a function of x can be graphed from an expression: write it as an equation', span);
}

/** A packed list's effect: its points (copies: the effect travels, the list may be a definition's), or its numbers. */
function graphOfPacked(packed: PackedItems, isDefinition: boolean): ListEffect | undefined {
  if (packed.y) return { kind: 'points', xs: packed.x.slice(), ys: packed.y.slice() };
  return isDefinition ? undefined : { kind: 'evaluation', value: arrayOf(packed.x) };
}

/** A plain copy: Array.from walks a typed array through its iterator, ten times slower at 100,000. */
function arrayOf(numbers: Float64Array): number[] {
  const array = new Array<number>(numbers.length);
  for (let index = 0; index < numbers.length; index++) array[index] = numbers[index];
  return array;
}

function numbersOfValue(value: Value, span: { start: number; end: number }): ProgramNode[] {
  if (value.kind === 'list') return value.items.map((item) => expectNumber(item, span, 'A graphed value'));
  return [expectNumber(value, span, 'A graphed value')];
}

function constantOf(node: ProgramNode): number {
  return isConstant(node) ? node.value : NaN;
}

function constantValueOf(value: Value): { value?: number | readonly number[] } {
  if (value.kind === 'number' && isConstant(value.node)) return { value: value.node.value };
  if (value.kind === 'list' && value.packed) return value.packed.y ? {} : { value: arrayOf(value.packed.x) };
  if (value.kind === 'list' && value.items.every((item) => item.kind === 'number' && isConstant(item.node))) {
    return { value: value.items.map((item) => constantOf((item as { node: ProgramNode }).node)) };
  }
  return {};
}

function isPlainNumber(node: ExpressionNode): boolean {
  return node.type === 'number' || (node.type === 'negate' && node.operand.type === 'number');
}
