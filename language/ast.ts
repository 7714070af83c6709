/**
 * The syntax tree. Every node carries the span of source it came from (UTF-16 offsets, end exclusive)
 * so that analysis errors can point at their cause.
 *
 * Identifier names are canonical LaTeX (`x`, `a_{1}`, `\alpha`), so a name can be written back into an
 * expression as is (the UI creates a slider `a_{1}=1` from an undefined `a_{1}`).
 * Function names are the command without its backslash (`sin`, `abs`, `arcsin`); which functions exist
 * is the business of `functions.ts`, so adding one to the operation registry needs no new node type.
 */

export interface SourceSpan {
  readonly start: number;
  readonly end: number;
}

export interface NumberNode extends SourceSpan {
  readonly type: 'number';
  readonly value: number;
}

export interface IdentifierNode extends SourceSpan {
  readonly type: 'identifier';
  readonly name: string;
}

export interface NegateNode extends SourceSpan {
  readonly type: 'negate';
  readonly operand: ExpressionNode;
}

export type BinaryOperator = '+' | '-' | '*' | '/' | '^';

export interface BinaryNode extends SourceSpan {
  readonly type: 'binary';
  readonly operator: BinaryOperator;
  readonly left: ExpressionNode;
  readonly right: ExpressionNode;
  /** True for multiplication by juxtaposition (`2x`), which a later stage reads differently for `f(x)`. */
  readonly implicit: boolean;
}

/**
 * A function applied to arguments. `sqrt` takes an optional second argument, the root index (`\sqrt[3]{x}`);
 * `log` an optional second argument, the base (`\log_2 x`).
 */
export interface CallNode extends SourceSpan {
  readonly type: 'call';
  readonly name: string;
  readonly arguments: readonly ExpressionNode[];
}

/**
 * A name directly followed by parentheses: `f(x+1)`, `g(a,b)`, `x(x+1)`. Whether it is a function
 * application or a product depends on the definitions of the whole list, so analysis decides.
 */
export interface ApplyNode extends SourceSpan {
  readonly type: 'apply';
  readonly callee: IdentifierNode;
  readonly arguments: readonly ExpressionNode[];
  /** Prime marks after the name (`f''(x)`): the derivative of that order of a one-parameter function. */
  readonly primes?: number;
}

/** `(a, b)`: a point (analysis refuses other sizes). */
export interface TupleNode extends SourceSpan {
  readonly type: 'tuple';
  readonly elements: readonly ExpressionNode[];
}

/** `[1,2,3]`; `[1...10]` and `[1,3,...,9]` are ranges (`rangeEnd` set, elements hold the start terms). */
export interface ListNode extends SourceSpan {
  readonly type: 'list';
  readonly elements: readonly ExpressionNode[];
  readonly rangeEnd?: ExpressionNode;
}

/**
 * `L[2]`: 1-based indexing; `L[[1,3]]` picks several; `L[L>5]` (a comparison in the brackets) filters,
 * keeping the elements whose condition holds.
 */
export interface IndexNode extends SourceSpan {
  readonly type: 'index';
  readonly list: ExpressionNode;
  readonly index: ExpressionNode;
}

/** `L[2...5]`, `L[3...]` (to the end): the elements at the positions of a range, those that exist. */
export interface SliceNode extends SourceSpan {
  readonly type: 'slice';
  readonly list: ExpressionNode;
  readonly from: ExpressionNode;
  readonly to?: ExpressionNode;
}

/** `n=[1...10]` after `\operatorname{for}`, `a=3` after `\operatorname{with}`. */
export interface Binding {
  readonly name: IdentifierNode;
  readonly value: ExpressionNode;
}

/**
 * `[n^2 \operatorname{for} n=L]`, with or without the brackets: the body for every element of each list,
 * several variables making the Cartesian product (the first variable varies fastest).
 */
export interface ComprehensionNode extends SourceSpan {
  readonly type: 'comprehension';
  readonly body: ExpressionNode;
  readonly bindings: readonly Binding[];
}

/** `a^2 \operatorname{with} a=3`: the body with names bound to values (computed outside the body). */
export interface SubstitutionNode extends SourceSpan {
  readonly type: 'substitution';
  readonly body: ExpressionNode;
  readonly bindings: readonly Binding[];
}

/** `p.x`, `p.y`. */
export interface MemberNode extends SourceSpan {
  readonly type: 'member';
  readonly object: ExpressionNode;
  readonly property: 'x' | 'y';
}

export type ComparisonOperator = '<' | '<=' | '>' | '>=' | '=';

/** A chain `a < b <= c`: operands has one more element than operators. */
export interface ComparisonNode extends SourceSpan {
  readonly type: 'comparison';
  readonly operators: readonly ComparisonOperator[];
  readonly operands: readonly ExpressionNode[];
}

/**
 * `\{c_1: v_1, c_2: v_2, w\}`: the first true condition's value, else `otherwise` (undefined when absent).
 * A branch without a value is 1 where its condition holds, so `x^2\{0<x<1\}` restricts by multiplication.
 */
export interface PiecewiseNode extends SourceSpan {
  readonly type: 'piecewise';
  readonly branches: readonly { readonly condition: ComparisonNode; readonly value?: ExpressionNode }[];
  readonly otherwise?: ExpressionNode;
}

/** `\sum_{n=1}^{10} body` and `\prod`: `index` is the bound name. */
export interface RepeatNode extends SourceSpan {
  readonly type: 'repeat';
  readonly operator: 'sum' | 'product';
  readonly index: IdentifierNode;
  readonly from: ExpressionNode;
  readonly to: ExpressionNode;
  readonly body: ExpressionNode;
}

/**
 * `\frac{d}{dx} body` (`order` 1) and `\frac{d^2}{dx^2} body`: the derivative of the body with respect to
 * `variable`, at the variable's value. The variable is used, not bound: it must have a value where the
 * derivative is evaluated (an input such as `x`, a slider, an integration variable).
 */
export interface DerivativeNode extends SourceSpan {
  readonly type: 'derivative';
  readonly variable: IdentifierNode;
  readonly order: number;
  readonly body: ExpressionNode;
}

/** `\int_{lower}^{upper} body\,dt`: `variable` is bound in the body only, not in the bounds. */
export interface IntegralNode extends SourceSpan {
  readonly type: 'integral';
  readonly variable: IdentifierNode;
  readonly lower: ExpressionNode;
  readonly upper: ExpressionNode;
  readonly body: ExpressionNode;
}

export type ExpressionNode =
  | NumberNode
  | IdentifierNode
  | NegateNode
  | BinaryNode
  | CallNode
  | ApplyNode
  | TupleNode
  | ListNode
  | IndexNode
  | SliceNode
  | ComprehensionNode
  | SubstitutionNode
  | MemberNode
  | ComparisonNode
  | PiecewiseNode
  | RepeatNode
  | DerivativeNode
  | IntegralNode;

export interface EmptyStatement extends SourceSpan {
  readonly type: 'empty';
}

export interface ExpressionStatement extends SourceSpan {
  readonly type: 'expression';
  readonly expression: ExpressionNode;
}

export interface EquationStatement extends SourceSpan {
  readonly type: 'equation';
  readonly left: ExpressionNode;
  readonly right: ExpressionNode;
}

/** `left \sim right`: a regression fitting the right side's free parameters to the left side's data. */
export interface RegressionStatement extends SourceSpan {
  readonly type: 'regression';
  readonly left: ExpressionNode;
  readonly right: ExpressionNode;
}

/** One entry of the expression list, parsed. */
export type StatementNode = EmptyStatement | ExpressionStatement | EquationStatement | RegressionStatement;

export type AstNode = StatementNode | ExpressionNode;

export function childrenOf(node: AstNode): readonly ExpressionNode[] {
  switch (node.type) {
    case 'number':
    case 'identifier':
    case 'empty':
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
      return [node.body, ...node.bindings.flatMap((binding) => [binding.name, binding.value])];
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
      return [node.index, node.from, node.to, node.body];
    case 'derivative':
      return [node.variable, node.body];
    case 'integral':
      return [node.variable, node.lower, node.upper, node.body];
    case 'expression':
      return [node.expression];
    case 'equation':
    case 'regression':
      return [node.left, node.right];
  }
}

/**
 * Height of the tree (a leaf is 1), measured without recursion: long chains such as `1+1+…+1` make
 * left-deep trees far deeper than the parser's nesting budget, and the recursive passes after parsing
 * must only ever see trees whose height has been checked.
 */
export function measureHeight(root: AstNode): number {
  let height = 0;
  const pending: [AstNode, number][] = [[root, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (depth > height) height = depth;
    for (const child of childrenOf(node)) pending.push([child, depth + 1]);
  }
  return height;
}

/** Every identifier in the tree, in source order. */
export function collectIdentifiers(root: AstNode): IdentifierNode[] {
  const found: IdentifierNode[] = [];
  const pending: AstNode[] = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === 'identifier') found.push(node);
    else pending.push(...childrenOf(node));
  }
  return found.sort((first, second) => first.start - second.start);
}

/** The tree as an S-expression, e.g. `(+ 1 (* 2 x))`: for tests and debugging. */
export function formatTree(node: AstNode): string {
  switch (node.type) {
    case 'number':
      return String(node.value);
    case 'identifier':
      return node.name;
    case 'negate':
      return `(- ${formatTree(node.operand)})`;
    case 'binary':
      return `(${node.operator} ${formatTree(node.left)} ${formatTree(node.right)})`;
    case 'call':
      return `(${node.name} ${node.arguments.map(formatTree).join(' ')})`;
    case 'apply':
      return `(apply ${node.callee.name}${"'".repeat(node.primes ?? 0)} ${node.arguments.map(formatTree).join(' ')})`;
    case 'tuple':
      return `(tuple ${node.elements.map(formatTree).join(' ')})`;
    case 'list':
      return node.rangeEnd
        ? `(range ${node.elements.map(formatTree).join(' ')} ${formatTree(node.rangeEnd)})`
        : `(list${node.elements.map((element) => ` ${formatTree(element)}`).join('')})`;
    case 'index':
      return `(index ${formatTree(node.list)} ${formatTree(node.index)})`;
    case 'slice':
      return `(slice ${formatTree(node.list)} ${formatTree(node.from)}${node.to ? ` ${formatTree(node.to)}` : ''})`;
    case 'comprehension':
    case 'substitution':
      return `(${node.type === 'comprehension' ? 'for' : 'with'} ${formatTree(node.body)}${node.bindings.map((binding) => ` [${binding.name.name} ${formatTree(binding.value)}]`).join('')})`;
    case 'member':
      return `(.${node.property} ${formatTree(node.object)})`;
    case 'comparison':
      return `(${node.operators.map((operator, index) => `${formatTree(node.operands[index])} ${operator} `).join('')}${formatTree(node.operands[node.operands.length - 1])})`;
    case 'piecewise':
      return `(piecewise${node.branches.map((branch) => ` [${formatTree(branch.condition)}${branch.value ? ` ${formatTree(branch.value)}` : ''}]`).join('')}${node.otherwise ? ` ${formatTree(node.otherwise)}` : ''})`;
    case 'repeat':
      return `(${node.operator} ${node.index.name} ${formatTree(node.from)} ${formatTree(node.to)} ${formatTree(node.body)})`;
    case 'derivative':
      return `(d${node.order > 1 ? node.order : ''}/d${node.variable.name} ${formatTree(node.body)})`;
    case 'integral':
      return `(int ${node.variable.name} ${formatTree(node.lower)} ${formatTree(node.upper)} ${formatTree(node.body)})`;
    case 'empty':
      return '';
    case 'expression':
      return formatTree(node.expression);
    case 'equation':
      return `(= ${formatTree(node.left)} ${formatTree(node.right)})`;
    case 'regression':
      return `(~ ${formatTree(node.left)} ${formatTree(node.right)})`;
  }
}
