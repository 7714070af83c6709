/**
 * `\operatorname{polygon}(…)` as an entry of its own: its vertices as points, from three or more point
 * arguments, one list of points, or a list of x values and a list of y values. Vertices must be known
 * before graphing (sliders are, once inlined), as for points. A polygon inside a larger expression has no
 * meaning as a number, so lowering refuses it there (`lower-calls.ts`).
 */
import type { CallNode } from './ast';
import type { ListEffect } from './analysis-types';
import { lowerExpression, type LoweringContext } from './lower';
import { ParseError } from './parse-error';
import type { ProgramNode } from './program';
import { inputsOf, isConstant, type ItemValue, type Value } from './values';

export const POLYGON_FUNCTION = 'polygon';

function fail(message: string, node: CallNode): never {
  throw new ParseError('unsupported-graph', message, node.start, node.end);
}

function itemsOf(value: Value): readonly ItemValue[] {
  return value.kind === 'list' ? value.items : [value];
}

function verticesOf(node: CallNode, values: readonly Value[]): { x: ProgramNode; y: ProgramNode }[] {
  if (values.length === 1) {
    return itemsOf(values[0]).map((item) =>
      item.kind === 'point' ? { x: item.x, y: item.y } : fail('A polygon needs points as vertices', node),
    );
  }
  const [first, second] = values;
  if (values.length === 2 && first.kind === 'list' && second.kind === 'list') {
    const length = Math.min(first.items.length, second.items.length);
    return Array.from({ length }, (_, index) => {
      const x = first.items[index];
      const y = second.items[index];
      if (x.kind !== 'number' || y.kind !== 'number')
        fail('polygon(xs, ys) needs two lists of numbers', node);
      return { x: x.node, y: y.node };
    });
  }
  return values.map((value) =>
    value.kind === 'point' ? { x: value.x, y: value.y } : fail('A polygon needs points as vertices', node),
  );
}

export function classifyPolygon(node: CallNode, context: LoweringContext): ListEffect {
  if (node.arguments.length === 0) fail('A polygon needs vertices', node);
  const values = node.arguments.map((argument) => lowerExpression(argument, context));
  const vertices = verticesOf(node, values);
  if (inputsOf(vertices.flatMap((vertex) => [vertex.x, vertex.y])).size > 0) {
    fail('The vertices of a polygon must be numbers known before graphing', node);
  }
  const valueOf = (program: ProgramNode) => (isConstant(program) ? program.value : NaN);
  return {
    kind: 'polygon',
    vertices: vertices.map((vertex) => ({ x: valueOf(vertex.x), y: valueOf(vertex.y) })),
  };
}
