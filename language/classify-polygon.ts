/**
 * `\operatorname{polygon}(…)` as an entry of its own: its vertices as points, from three or more point
 * arguments, one list of points, or a list of x values and a list of y values; point arguments that are
 * lists of points make one polygon per element (`polygons`). Vertices must be known
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

function isPointList(value: Value): boolean {
  return (
    value.kind === 'list' &&
    (value.packed ? value.packed.y !== undefined : value.items.some((item) => item.kind === 'point'))
  );
}

/**
 * Point arguments of which some are lists of points broadcast, as points do elsewhere: one polygon per
 * element, to the shortest list (`polygon((0,0),(1,0),(L,1))` is a polygon per element of L).
 */
function broadcastPolygons(node: CallNode, values: readonly Value[]): { x: ProgramNode; y: ProgramNode }[][] {
  const length = Math.min(...values.map((value) => (value.kind === 'list' ? value.items.length : Infinity)));
  return Array.from({ length }, (_, index) =>
    verticesOf(
      node,
      values.map((value) => (value.kind === 'list' ? value.items[index] : value)),
    ),
  );
}

export function classifyPolygon(node: CallNode, context: LoweringContext): ListEffect {
  if (node.arguments.length === 0) fail('A polygon needs vertices', node);
  const values = node.arguments.map((argument) => lowerExpression(argument, context));
  const broadcasts = values.length >= 2 && values.some(isPointList);
  const shapes = broadcasts ? broadcastPolygons(node, values) : [verticesOf(node, values)];
  if (inputsOf(shapes.flat().flatMap((vertex) => [vertex.x, vertex.y])).size > 0) {
    fail('The vertices of a polygon must be numbers known before graphing', node);
  }
  const valueOf = (program: ProgramNode) => (isConstant(program) ? program.value : NaN);
  const polygons = shapes.map((vertices) =>
    vertices.map((vertex) => ({ x: valueOf(vertex.x), y: valueOf(vertex.y) })),
  );
  if (!broadcasts) return { kind: 'polygon', vertices: polygons[0] };
  return { kind: 'polygons', polygons };
}
