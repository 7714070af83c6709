/**
 * Lowering of the clauses that bind names: comprehensions `[n^2 \operatorname{for} n=L]` and substitution
 * `a^2 \operatorname{with} a=3`.
 *
 * A binding overrides its name everywhere the body reads it: in the body itself, in the functions it calls,
 * and in every definition of the list that depends on the name, which is lowered again under the binding
 * (`b=a^2` then `b \operatorname{with} a=3` is 9), as the best-known product does. Definitions that do
 * not depend on a bound name keep their one lowering. The bound values are computed outside the clause.
 *
 * A comprehension lowers its body once per element of the Cartesian product of its lists, the first
 * variable varying fastest, so that anything in the body (an aggregate, a range, an index) sees one
 * element, never the whole list. Bodies that are elementwise in their variables and read no other list
 * take a faster way with the same result: the body is lowered once with each variable bound to its whole
 * (repeated) list, and list arithmetic broadcasts, packed where the values are constants.
 */
import { childrenOf, type ComprehensionNode, type ExpressionNode, type SubstitutionNode } from './ast';
import { freeNames } from './definitions';
import { functionNamed, isVariadicFunction } from './functions';
import { lowerExpression, resolveName, type LoweringContext } from './lower';
import { MAX_LIST_LENGTH } from './lower-lists';
import { ParseError } from './parse-error';
import {
  listItem,
  listLength,
  listOf,
  packedList,
  typeError,
  type ItemValue,
  type ListValue,
  type Value,
} from './values';

export interface BindingScope {
  /** The context in which the names are bound to `values`. */
  readonly contextFor: (values: readonly Value[]) => LoweringContext;
  /** Whether the definition named reads a bound name, directly or through other definitions. */
  readonly dependsOn: (definition: string) => boolean;
}

/**
 * Contexts in which `names` are bound. Which definitions depend on the names is worked out once, so a
 * comprehension pays for it once, not per element.
 */
export function bindingScope(context: LoweringContext, names: readonly string[]): BindingScope {
  const bindsName = new Set(names);
  const dependsOnNames = new Map<string, boolean>();
  const dependsOn = (definition: string, visiting: Set<string> = new Set()): boolean => {
    const known = dependsOnNames.get(definition);
    if (known !== undefined) return known;
    const body = context.variableDefinition?.(definition);
    if (!body || visiting.has(definition)) return false;
    visiting.add(definition);
    const result = freeNames(body).some((use) => bindsName.has(use.name) || dependsOn(use.name, visiting));
    dependsOnNames.set(definition, result);
    return result;
  };
  // One context, rebound for each set of values: a comprehension lowers its body once per element, and
  // each lowering is over before the next binding (nothing lowered keeps the context).
  const bindings = new Map<string, Value>();
  const bound = new Map(context.bound);
  const relowered = new Map<string, Value>();
  const inner: LoweringContext = {
    ...context,
    bound,
    variable(name) {
      // Inside a called function's body only its parameters are bound: the binding still holds there.
      const value = bindings.get(name);
      if (value) return value;
      if (!dependsOn(name)) return context.variable(name);
      let lowered = relowered.get(name);
      if (!lowered) {
        const body = context.variableDefinition!(name)!;
        lowered = lowerExpression(body, { ...inner, bound: new Map(bindings) });
        relowered.set(name, lowered);
      }
      return lowered;
    },
  };
  const contextFor = (values: readonly Value[]): LoweringContext => {
    relowered.clear();
    names.forEach((name, index) => {
      bindings.set(name, values[index]);
      bound.set(name, values[index]);
    });
    return inner;
  };
  return { contextFor, dependsOn: (definition) => dependsOn(definition) };
}

/** `a^2 \operatorname{with} a=3, b=[1,2]`: the body with the names bound to the values. */
export function lowerSubstitution(node: SubstitutionNode, context: LoweringContext): Value {
  const values = node.bindings.map((binding) => lowerExpression(binding.value, context));
  const scope = bindingScope(
    context,
    node.bindings.map((binding) => binding.name.name),
  );
  return lowerExpression(node.body, scope.contextFor(values));
}

/** `[body \operatorname{for} a=L, b=M]`: the body for every pair, a varying fastest. */
export function lowerComprehension(node: ComprehensionNode, context: LoweringContext): Value {
  const names = node.bindings.map((binding) => binding.name.name);
  const lists = node.bindings.map((binding): ListValue => {
    const value = lowerExpression(binding.value, context);
    // A single number or point is a list of one, as broadcasting treats it.
    return value.kind === 'list' ? value : listOf([value]);
  });
  const lengths = lists.map(listLength);
  const count = lengths.reduce((product, length) => product * length, 1);
  if (count > MAX_LIST_LENGTH) {
    throw new ParseError(
      'invalid-range',
      `A comprehension may make at most ${MAX_LIST_LENGTH} elements, not ${count}`,
      node.start,
      node.end,
    );
  }
  context.budget.spendOnElements(count * lists.length);
  const scope = bindingScope(context, names);
  if (isElementwise(node.body, new Set(names), scope, context)) {
    const repeated = lists.map((list, index) => repeatForProduct(list, lengths, index, count));
    const value = lowerExpression(node.body, scope.contextFor(repeated));
    if (value.kind === 'list') return value;
    // A body that reads none of its variables: the same value for every element.
    return listOf(new Array<ItemValue>(count).fill(value));
  }
  const items = new Array<ItemValue>(count);
  const positions = new Array<number>(lists.length).fill(0);
  // Each element's random calls draw their own numbers: the element, numbered within the elements of
  // any comprehension around this one, keys them (a random call is never elementwise, so it comes here).
  const outer = context.randomElement ?? 0;
  const draws = callsRandom(node.body);
  for (let index = 0; index < count; index++) {
    // Lowering the body costs at least what building a node does, even where it builds none.
    context.budget.spend();
    const bound = scope.contextFor(lists.map((list, position) => listItem(list, positions[position])!));
    const value = lowerExpression(
      node.body,
      draws ? { ...bound, randomElement: outer * count + index + 1 } : bound,
    );
    if (value.kind === 'list') {
      return typeError('A comprehension makes a list of numbers or points, not of lists', node.body);
    }
    items[index] = value;
    for (let position = 0; position < positions.length; position++) {
      if (++positions[position] < lengths[position]) break;
      positions[position] = 0;
    }
  }
  return listOf(items);
}

/**
 * Whether the body may call `random` or `shuffle` itself: a call of one, or of a user function (whose
 * body is lowered in the element's context). A definition it reads is one value, drawn once.
 */
function callsRandom(body: ExpressionNode): boolean {
  const pending: ExpressionNode[] = [body];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === 'apply') return true;
    if (node.type === 'call') {
      const operation = functionNamed(node.name)?.operation;
      if (operation === undefined || operation === 'RANDOM') return true;
    }
    pending.push(...childrenOf(node));
  }
  return false;
}

/**
 * The list that a variable takes across the product: each element repeated for every combination of the
 * variables before it (which vary faster), the whole repeated for the variables after it.
 */
function repeatForProduct(list: ListValue, lengths: readonly number[], index: number, count: number): Value {
  if (lengths.length === 1) return list;
  let inner = 1;
  for (let position = 0; position < index; position++) inner *= lengths[position];
  const length = lengths[index];
  const packed = list.packed;
  if (packed) {
    const repeat = (numbers: Float64Array) => {
      const result = new Float64Array(count);
      for (let element = 0; element < count; element++) {
        result[element] = numbers[Math.floor(element / inner) % length];
      }
      return result;
    };
    return packedList(repeat(packed.x), packed.y && repeat(packed.y));
  }
  const items = new Array<ItemValue>(count);
  for (let element = 0; element < count; element++) {
    items[element] = list.items[Math.floor(element / inner) % length];
  }
  return { kind: 'list', items };
}

/** Node types whose value, element by element, is their operands' values combined element by element. */
const ELEMENTWISE_NODES: ReadonlySet<ExpressionNode['type']> = new Set([
  'number',
  'identifier',
  'negate',
  'binary',
  'call',
  'tuple',
  'member',
]);

/**
 * Whether lowering the body once with every variable bound to its whole list gives, element by element,
 * what lowering it once per element gives: only arithmetic, registry functions of fixed arity and
 * coordinates, and no name that holds a list of its own (it would broadcast against the variables).
 */
function isElementwise(
  body: ExpressionNode,
  names: ReadonlySet<string>,
  scope: BindingScope,
  context: LoweringContext,
): boolean {
  const pending: ExpressionNode[] = [body];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (!ELEMENTWISE_NODES.has(node.type)) return false;
    switch (node.type) {
      case 'identifier': {
        if (names.has(node.name)) break;
        // A definition lowered again under the binding may hold anything (an aggregate of the variable).
        if (scope.dependsOn(node.name)) return false;
        const value = resolveName(node.name, context);
        if (!value || value.kind === 'list') return false;
        break;
      }
      case 'call': {
        const definition = functionNamed(node.name);
        // Variadic min/max/gcd/lcm fold a single list argument: an aggregate, not elementwise.
        const folds = node.arguments.length === 1 && isVariadicFunction(node.name);
        const operation = definition?.operation;
        // Distributions are built per element; random numbers are made per call, not per element.
        const whole = ['LIST', 'SHAPE', 'DISTRIBUTION', 'RANDOM'].includes(operation ?? 'LIST');
        if (whole || folds) return false;
        pending.push(...node.arguments);
        break;
      }
      case 'negate':
        pending.push(node.operand);
        break;
      case 'binary':
        pending.push(node.left, node.right);
        break;
      case 'tuple':
        pending.push(...node.elements);
        break;
      case 'member':
        pending.push(node.object);
        break;
    }
  }
  return true;
}
