import { describe, expect, it } from 'vitest';
import { loadEngineForNode } from '../engine-wasm/load-node';
import { createEngineService } from './engine-service';
import type { TableColumnInput, TableInput, UpdateRequest } from './protocol';

const VIEWPORT = { xmin: -10, xmax: 10, ymin: -7, ymax: 7, widthPixels: 800, heightPixels: 560 };

function column(
  latex: string,
  values: string[] = [],
  flags: Partial<TableColumnInput> = {},
): TableColumnInput {
  return { latex, values, hidden: false, points: true, lines: false, ...flags };
}

let generation = 0;
function request(tables: TableInput[], latexes: readonly string[] = []): UpdateRequest {
  return {
    calculatorId: 7,
    generation: generation++,
    expressions: latexes.map((latex, index) => ({ id: `e${index}`, latex, hidden: false })),
    tables,
    degreeMode: false,
    viewport: VIEWPORT,
  };
}

describe('tables as graph sources', () => {
  const service = createEngineService(loadEngineForNode);

  it('draws each later column as points against the first, and lines where asked', async () => {
    const table = {
      id: 't',
      columns: [
        column('x_1', ['1', '2', '3']),
        column('y_1', ['4', '', '6']),
        column('y_2', ['1', '\\frac{1}{2}', '\\pi'], { points: false, lines: true }),
      ],
    };
    const result = await service.update(request([table]));
    expect(result.analysis.t).toMatchObject({ isGraphable: true, isError: false });
    expect(result.points).toHaveLength(1);
    const [points] = result.points!;
    expect(points).toMatchObject({ id: 't', column: 1 });
    expect([...points.x]).toEqual([1, 2, 3]);
    expect([...points.y]).toEqual([4, NaN, 6]);
    expect(result.curves).toHaveLength(1);
    const [line] = result.curves;
    expect(line).toMatchObject({ id: 't', column: 2, segmentCount: 2 });
    const vertices = Array.from({ length: line.polyline.length / 2 }, (_, index) => [
      line.originX + line.polyline[index * 2],
      line.originY + line.polyline[index * 2 + 1],
    ]);
    expect(vertices[2][1]).toBeCloseTo(Math.PI, 5);
    expect(vertices[1]).toEqual([2, 0.5]);
  });

  it("reads a cell such as \\sin(90) in the calculator's angle unit", async () => {
    const table = { id: 't', columns: [column('x_1', ['1']), column('y_1', ['\\sin(90)'])] };
    const degrees = await service.update({ ...request([table]), degreeMode: true });
    expect(degrees.points![0].y[0]).toBeCloseTo(1, 12);
    const radians = await service.update(request([table]));
    expect(radians.points![0].y[0]).toBeCloseTo(Math.sin(90), 12);
  });

  it('defines its columns as lists for other expressions', async () => {
    const table = { id: 't', columns: [column('x_1', ['1', '2', '3']), column('y_1', ['2', '4', '9'])] };
    const result = await service.update(request([table], ['\\operatorname{mean}(y_1)', 'y=x_1x']));
    expect(result.analysis.e0.evaluation).toEqual({ type: 'Number', value: 5 });
    expect(result.curves.filter((curve) => curve.id === 'e1')).toHaveLength(3);
  });

  it('computes a column from the first column, named or x', async () => {
    const named = { id: 'a', columns: [column('x_1', ['1', '2', '3']), column('x_1^2')] };
    const plain = { id: 'b', columns: [column('x', ['1', '2', '3']), column('2x+1')] };
    const result = await service.update(request([named, plain]));
    expect(result.analysis.a.columns?.[1]).toEqual({ isError: false, values: [1, 4, 9] });
    expect(result.analysis.b.columns?.[1]).toEqual({ isError: false, values: [3, 5, 7] });
    const ys = (id: string) => [...result.points!.find((set) => set.id === id)!.y];
    expect(ys('a')).toEqual([1, 4, 9]);
    expect(ys('b')).toEqual([3, 5, 7]);
  });

  it('reports column errors and draws neither hidden nor broken columns', async () => {
    const table = {
      id: 't',
      columns: [
        column('x_1', ['1', '2']),
        column('q+z'),
        column('y_1', ['3', '4'], { hidden: true }),
        column('y_2', ['5', '6']),
      ],
    };
    const result = await service.update(request([table], ['y_2=3']));
    expect(result.analysis.t).toMatchObject({ isError: true, errorCode: 'undefined-variable' });
    expect(result.analysis.t.columns?.map((entry) => entry.isError)).toEqual([false, true, false, true]);
    expect(result.analysis.t.columns?.[3].errorCode).toBe('duplicate-definition');
    expect(result.points).toEqual([]);
    // Column entries are the table's own; they never appear as expressions of their own.
    expect(Object.keys(result.analysis).sort()).toEqual(['e0', 't']);
  });
});
