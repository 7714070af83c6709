/**
 * Evaluates a regression model's program trees over whole data columns at once: the model f and its
 * derivatives by each parameter, at every data point, for the fitter's many trial parameters.
 *
 * Strategy: the trees (which share subtrees: derivatives reuse the model's nodes) are put in one
 * topological order; each node holds a number (a subtree of constants and parameters, the same at every
 * point) or a column (a Float64Array over the points). Nodes that read no parameter (x₁², e^{x₁}) are
 * computed once for the data; the others again each time the parameters change, and only when a tree
 * that needs them is asked for. Each operation runs as one loop over the column through the registry's
 * reference implementation, so the values are the calculator's own (the same kernels as `evaluateReference`).
 */
import { operationForName, type Reference } from './operations';
import type { BoundVariable, ProgramNode } from './program';
import { childrenOfProgram } from './program-tree';

interface Slot {
  readonly node: ProgramNode;
  readonly operands: readonly number[];
  /** Every slot this one needs, itself last, in topological order (for evaluation without a stack). */
  dependencies?: Int32Array;
  readonly reference?: Reference;
  /** Reads a parameter (so it changes with them). */
  readonly varies: boolean;
  /** Reads a data column (so it is a column, not one number). */
  readonly isColumn: boolean;
  number: number;
  column?: Float64Array;
  /** The evaluation generation its value belongs to (−1: computed for good). */
  stamp: number;
}

export class ColumnEvaluator {
  private readonly slots: Slot[] = [];
  private readonly slotOf = new Map<ProgramNode, number>();
  private generation = 0;
  private parameters: Float64Array | undefined;

  /**
   * @param parameters the stand-ins of the parameters, in the order of the parameter vectors
   * @param data the stand-ins of data columns and their values (all of `length` points)
   */
  constructor(
    roots: readonly ProgramNode[],
    private readonly parameterVariables: readonly BoundVariable[],
    private readonly data: ReadonlyMap<BoundVariable, Float64Array>,
    readonly length: number,
  ) {
    for (const root of roots) this.place(root);
  }

  /** Topological order by an explicit stack: a deep tree must not exhaust the call stack. */
  private place(root: ProgramNode): number {
    const pending: { node: ProgramNode; expanded: boolean }[] = [{ node: root, expanded: false }];
    while (pending.length > 0) {
      const top = pending[pending.length - 1];
      if (this.slotOf.has(top.node)) {
        pending.pop();
        continue;
      }
      const children = childrenOfProgram(top.node);
      if (!top.expanded) {
        top.expanded = true;
        for (const child of children)
          if (!this.slotOf.has(child)) pending.push({ node: child, expanded: false });
        continue;
      }
      pending.pop();
      this.slotOf.set(top.node, this.slots.length);
      this.slots.push(
        this.makeSlot(
          top.node,
          children.map((child) => this.slotOf.get(child)!),
        ),
      );
    }
    return this.slotOf.get(root)!;
  }

  private makeSlot(node: ProgramNode, operands: number[]): Slot {
    const base = { node, operands, number: NaN, stamp: -2 };
    switch (node.kind) {
      case 'constant':
        return { ...base, varies: false, isColumn: false, number: node.value, stamp: -1 };
      case 'variable': {
        const column = this.data.get(node.variable);
        if (column) return { ...base, varies: false, isColumn: true, column, stamp: -1 };
        if (this.parameterVariables.includes(node.variable))
          return { ...base, varies: true, isColumn: false };
        throw new Error('A regression model reads a variable that is neither a parameter nor data');
      }
      case 'input':
        throw new Error('A regression model reads the graph’s input');
      case 'scope':
        throw new Error('A regression model has a sum or an integral over its parameters');
      case 'operation': {
        const reference = operationForName(node.operation)?.reference;
        if (!reference) throw new Error(`No reference for ${node.operation}`);
        const varies = operands.some((operand) => this.slots[operand].varies);
        const isColumn = operands.some((operand) => this.slots[operand].isColumn);
        return { ...base, reference, varies, isColumn };
      }
    }
  }

  /** The slot of a tree given to the constructor. */
  slotFor(root: ProgramNode): number {
    const slot = this.slotOf.get(root);
    if (slot === undefined) throw new Error('Not a root of this evaluator');
    return slot;
  }

  /** The tree's value at every point into `out`, for these parameters. */
  evaluate(parameters: Float64Array, slot: number, out: Float64Array): void {
    if (this.parameters === undefined || !sameNumbers(this.parameters, parameters)) {
      this.parameters = parameters.slice();
      this.generation++;
    }
    const result = this.compute(slot);
    if (result.isColumn) out.set(result.column!);
    else out.fill(result.number);
  }

  private compute(root: number): Slot {
    const target = this.slots[root];
    target.dependencies ??= this.dependenciesOf(root);
    // Operands come before their users, so one pass in topological order computes what is stale.
    const dependencies = target.dependencies;
    for (let index = 0; index < dependencies.length; index++) {
      const slot = this.slots[dependencies[index]];
      if (slot.stamp !== -1 && slot.stamp !== this.generation) this.run(slot);
    }
    return target;
  }

  private dependenciesOf(root: number): Int32Array {
    const needed = new Uint8Array(root + 1);
    needed[root] = 1;
    for (let index = root; index >= 0; index--) {
      if (needed[index]) for (const operand of this.slots[index].operands) needed[operand] = 1;
    }
    const list: number[] = [];
    for (let index = 0; index <= root; index++) if (needed[index]) list.push(index);
    return Int32Array.from(list);
  }

  private run(slot: Slot): void {
    slot.stamp = slot.varies ? this.generation : -1;
    const node = slot.node;
    if (node.kind === 'variable') {
      slot.number = this.parameters![this.parameterVariables.indexOf(node.variable)];
      return;
    }
    const operands = slot.operands;
    const reference = slot.reference!;
    if (!slot.isColumn) {
      const first = this.slots[operands[0]]?.number;
      const second = this.slots[operands[1]]?.number;
      slot.number =
        operands.length === 1
          ? reference(first)
          : operands.length === 2
            ? reference(first, second)
            : reference(...operands.map((operand) => this.slots[operand].number));
      return;
    }
    const out = (slot.column ??= new Float64Array(this.length));
    runColumns(
      node.kind === 'operation' ? node.operation : '',
      reference,
      operands.map((operand) => this.slots[operand]),
      out,
    );
  }
}

/** One operation over columns (and numbers broadcast), with the arithmetic inlined. */
function runColumns(
  operation: string,
  reference: Reference,
  operands: readonly Slot[],
  out: Float64Array,
): void {
  const length = out.length;
  const a = operands[0]?.isColumn ? operands[0].column : undefined;
  const b = operands[1]?.isColumn ? operands[1].column : undefined;
  const p = operands[0]?.number ?? NaN;
  const q = operands[1]?.number ?? NaN;
  switch (operation) {
    case 'ADD':
      if (a && b) for (let i = 0; i < length; i++) out[i] = a[i] + b[i];
      else if (a) for (let i = 0; i < length; i++) out[i] = a[i] + q;
      else for (let i = 0; i < length; i++) out[i] = p + b![i];
      return;
    case 'SUB':
      if (a && b) for (let i = 0; i < length; i++) out[i] = a[i] - b[i];
      else if (a) for (let i = 0; i < length; i++) out[i] = a[i] - q;
      else for (let i = 0; i < length; i++) out[i] = p - b![i];
      return;
    case 'MUL':
      if (a && b) for (let i = 0; i < length; i++) out[i] = a[i] * b[i];
      else if (a) for (let i = 0; i < length; i++) out[i] = a[i] * q;
      else for (let i = 0; i < length; i++) out[i] = p * b![i];
      return;
    case 'DIV':
      if (a && b) for (let i = 0; i < length; i++) out[i] = a[i] / b[i];
      else if (a) for (let i = 0; i < length; i++) out[i] = a[i] / q;
      else for (let i = 0; i < length; i++) out[i] = p / b![i];
      return;
    case 'NEG':
      for (let i = 0; i < length; i++) out[i] = -a![i];
      return;
    case 'SQUARE':
      for (let i = 0; i < length; i++) out[i] = a![i] * a![i];
      return;
    case 'EXP':
      for (let i = 0; i < length; i++) out[i] = Math.exp(a![i]);
      return;
  }
  if (operands.length === 1) {
    for (let i = 0; i < length; i++) out[i] = reference(a![i]);
    return;
  }
  if (operands.length === 2) {
    if (a && b) for (let i = 0; i < length; i++) out[i] = reference(a[i], b[i]);
    else if (a) for (let i = 0; i < length; i++) out[i] = reference(a[i], q);
    else for (let i = 0; i < length; i++) out[i] = reference(p, b![i]);
    return;
  }
  const values = new Array<number>(operands.length);
  for (let i = 0; i < length; i++) {
    for (let operand = 0; operand < operands.length; operand++)
      values[operand] = operands[operand].isColumn ? operands[operand].column![i] : operands[operand].number;
    out[i] = reference(...values);
  }
}

function sameNumbers(first: Float64Array, second: Float64Array): boolean {
  if (first.length !== second.length) return false;
  for (let index = 0; index < first.length; index++)
    if (!Object.is(first[index], second[index])) return false;
  return true;
}
