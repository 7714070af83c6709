/**
 * Definitions across the expression list: which entry defines which name, the free names each entry
 * uses (with the scopes of function parameters and sum indices), and the dependency graph in which
 * duplicate definitions and cycles are found. Order in the list never matters.
 */
import type { ExpressionNode, IdentifierNode, StatementNode } from './ast';
import { BUILTIN_CONSTANTS, displayName } from './symbols';

export type Definition =
  | {
      readonly kind: 'variable';
      readonly name: string;
      readonly target: IdentifierNode;
      readonly body: ExpressionNode;
    }
  | {
      readonly kind: 'function';
      readonly name: string;
      readonly target: IdentifierNode;
      readonly parameters: readonly string[];
      readonly body: ExpressionNode;
    };

/** Names an equation's left side cannot define, because it graphs instead: `y=…`, `x=…`, `r=…`. */
const GRAPH_NAMES: ReadonlySet<string> = new Set(['x', 'y', 'r']);

export interface DefinitionProblem {
  readonly code: 'builtin-redefinition' | 'unsupported-definition';
  readonly message: string;
  readonly node: IdentifierNode;
}

/** What an entry defines, if anything; or why its left side cannot be defined. */
export function definitionOf(statement: StatementNode): Definition | DefinitionProblem | undefined {
  if (statement.type !== 'equation') return undefined;
  const { left, right } = statement;
  if (left.type === 'identifier') {
    if (GRAPH_NAMES.has(left.name)) return undefined;
    if (BUILTIN_CONSTANTS.has(left.name)) return builtinProblem(left);
    return { kind: 'variable', name: left.name, target: left, body: right };
  }
  if (left.type === 'apply' && left.arguments.every((argument) => argument.type === 'identifier')) {
    const callee = left.callee;
    if (GRAPH_NAMES.has(callee.name)) return undefined;
    if (BUILTIN_CONSTANTS.has(callee.name)) return builtinProblem(callee);
    const parameters = left.arguments.map((argument) => (argument as IdentifierNode).name);
    const clash = left.arguments.find(
      (_, index) =>
        parameters.indexOf(parameters[index]) !== index || BUILTIN_CONSTANTS.has(parameters[index]),
    ) as IdentifierNode | undefined;
    if (clash) {
      return {
        code: 'unsupported-definition',
        message: `Parameter '${displayName(clash.name)}' cannot be used here`,
        node: clash,
      };
    }
    return { kind: 'function', name: callee.name, target: callee, parameters, body: right };
  }
  return undefined;
}

function builtinProblem(node: IdentifierNode): DefinitionProblem {
  return {
    code: 'builtin-redefinition',
    message: `'${displayName(node.name)}' is built in and cannot be redefined`,
    node,
  };
}

export function isDefinition(value: Definition | DefinitionProblem | undefined): value is Definition {
  return value !== undefined && 'kind' in value;
}

/** Identifiers used but not bound inside the tree, in source order (apply callees included). */
export function freeNames(root: ExpressionNode, bound: ReadonlySet<string> = new Set()): IdentifierNode[] {
  const found: IdentifierNode[] = [];
  const visit = (node: ExpressionNode, scope: ReadonlySet<string>): void => {
    switch (node.type) {
      case 'identifier':
        if (!scope.has(node.name)) found.push(node);
        return;
      case 'repeat': {
        visit(node.from, scope);
        visit(node.to, scope);
        visit(node.body, new Set(scope).add(node.index.name));
        return;
      }
      case 'integral': {
        visit(node.lower, scope);
        visit(node.upper, scope);
        visit(node.body, new Set(scope).add(node.variable.name));
        return;
      }
      case 'comprehension':
      case 'substitution': {
        // The values are computed outside: `a \operatorname{with} a=a+1` reads the outer a.
        const inner = new Set(scope);
        for (const binding of node.bindings) {
          visit(binding.value, scope);
          inner.add(binding.name.name);
        }
        visit(node.body, inner);
        return;
      }
      default:
        for (const child of childrenOfExpression(node)) visit(child, scope);
    }
  };
  visit(root, bound);
  return found.sort((first, second) => first.start - second.start);
}

function childrenOfExpression(node: ExpressionNode): readonly ExpressionNode[] {
  switch (node.type) {
    case 'number':
    case 'identifier':
      return [];
    case 'negate':
      return [node.operand];
    case 'binary':
      return [node.left, node.right];
    case 'call':
      return node.arguments;
    case 'apply':
      return [node.callee, ...node.arguments];
    case 'tuple':
      return node.elements;
    case 'list':
      return node.rangeEnd ? [...node.elements, node.rangeEnd] : node.elements;
    case 'index':
      return [node.list, node.index];
    case 'slice':
      return node.to ? [node.list, node.from, node.to] : [node.list, node.from];
    case 'comprehension':
    case 'substitution':
      return [node.body, ...node.bindings.map((binding) => binding.value)];
    case 'member':
      return [node.object];
    case 'comparison':
      return node.operands;
    case 'piecewise':
      return [
        ...node.branches.flatMap((branch) =>
          branch.value ? [branch.condition, branch.value] : [branch.condition],
        ),
        ...(node.otherwise ? [node.otherwise] : []),
      ];
    case 'repeat':
      return [node.from, node.to, node.body];
    case 'derivative':
      return [node.variable, node.body];
    case 'integral':
      return [node.lower, node.upper, node.body];
  }
}

/** Names on a cycle of the dependency graph (`a=b`, `b=a`; `f(x)=f(x)`). */
export function findCycles(dependencies: ReadonlyMap<string, readonly string[]>): Set<string> {
  const onCycle = new Set<string>();
  const state = new Map<string, 'active' | 'done'>();
  const stack: string[] = [];
  // Iterative depth-first search: a long chain of definitions must not exhaust the call stack.
  for (const root of dependencies.keys()) {
    if (state.has(root)) continue;
    const frames: { name: string; next: number }[] = [{ name: root, next: 0 }];
    state.set(root, 'active');
    stack.push(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      const children = dependencies.get(frame.name) ?? [];
      if (frame.next < children.length) {
        const child = children[frame.next++];
        if (!dependencies.has(child)) continue;
        const childState = state.get(child);
        if (childState === 'active') {
          for (let index = stack.lastIndexOf(child); index < stack.length; index++) onCycle.add(stack[index]);
        } else if (childState === undefined) {
          state.set(child, 'active');
          stack.push(child);
          frames.push({ name: child, next: 0 });
        }
      } else {
        state.set(frame.name, 'done');
        stack.pop();
        frames.pop();
      }
    }
  }
  return onCycle;
}
