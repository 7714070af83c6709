/**
 * `distance(A, B)` and `midpoint(A, B)` of two points; lists of points broadcast (to the shorter list), and
 * points that vary per point (`(t, t^2)`) give programs, as any arithmetic on points does.
 */
import type { CallNode } from './ast';
import { ParseError } from './parse-error';
import {
  broadcast,
  describeValue,
  numberValue,
  operate,
  typeError,
  type ItemValue,
  type OperationBudget,
  type Value,
} from './values';

export function lowerGeometry(node: CallNode, args: readonly Value[], budget: OperationBudget): Value {
  if (args.length !== 2) {
    throw new ParseError(
      'wrong-argument-count',
      `'${node.name}' takes 2 points, not ${args.length}`,
      node.start,
      node.end,
    );
  }
  const needPoints = (): never => typeError(`'${node.name}' needs two points, such as (1,2) and (4,6)`, node);
  const apply = (
    operation: 'ADD' | 'SUB' | 'MUL' | 'SQUARE' | 'SQRT',
    ...operands: Parameters<typeof operate>[1]
  ) => operate(operation, operands, budget);
  return broadcast(args, node, needPoints, ([a, b]): ItemValue => {
    if (a.kind !== 'point' || b.kind !== 'point') {
      return typeError(
        `'${node.name}' needs two points, not ${describeValue(a.kind === 'point' ? b : a)}`,
        node,
      );
    }
    if (node.name === 'midpoint') {
      const half = { kind: 'constant', value: 0.5 } as const;
      return {
        kind: 'point',
        x: apply('MUL', apply('ADD', a.x, b.x), half),
        y: apply('MUL', apply('ADD', a.y, b.y), half),
      };
    }
    const dx = apply('SUB', b.x, a.x);
    const dy = apply('SUB', b.y, a.y);
    return numberValue(apply('SQRT', apply('ADD', apply('SQUARE', dx), apply('SQUARE', dy))));
  });
}
