import { describe, expect, it } from 'vitest';
import { drawableCurves, drawablePoints } from './drawable-curves';
import { columnFlags, engineExpressions, engineTables, tableColumnStyles } from './graph-sources';
import type { ItemState } from '../model/types';

const items: ItemState[] = [
  {
    type: 'expression',
    id: 'c',
    latex: '(\\cos t,\\sin t)',
    color: '#000000',
    domain: { min: '0', max: '\\pi' },
  },
  { type: 'expression', id: 'l', latex: '[(1,2),(3,4)]', color: '#000000', lines: true },
  {
    type: 'table',
    id: 't',
    columns: [
      { latex: 'x_1', values: ['1', '2'], hidden: true, color: '#ignored' },
      { latex: 'y_1', values: ['3', '4'], color: '#ff0000', columnMode: 'LINES', pointStyle: 'cross' },
      { latex: 'y_2', values: ['5', '6'], color: '#00ff00', hidden: true },
    ],
  },
];

describe('graph sources for the worker', () => {
  it('maps the deprecated columnMode, with points and lines winning over it', () => {
    expect(columnFlags({ latex: 'y' })).toEqual({ points: true, lines: false });
    expect(columnFlags({ latex: 'y', columnMode: 'LINES' })).toEqual({ points: false, lines: true });
    expect(columnFlags({ latex: 'y', columnMode: 'POINTS_AND_LINES' })).toEqual({
      points: true,
      lines: true,
    });
    expect(columnFlags({ latex: 'y', columnMode: 'LINES', points: true, lines: false })).toEqual({
      points: true,
      lines: false,
    });
  });

  it('sends expressions with lines and domains, and tables with resolved flags', () => {
    expect(engineExpressions(items)).toEqual([
      {
        id: 'c',
        latex: '(\\cos t,\\sin t)',
        hidden: false,
        parameterDomainLatex: { min: '0', max: '\\pi' },
      },
      { id: 'l', latex: '[(1,2),(3,4)]', hidden: false, lines: true },
    ]);
    const [table] = engineTables(items);
    // The first column's hidden is ignored, as the spec says.
    expect(table.columns.map((column) => [column.hidden, column.points, column.lines])).toEqual([
      [false, true, false],
      [false, false, true],
      [true, true, false],
    ]);
  });

  it('styles a column geometry by its column', () => {
    const styles = tableColumnStyles(items);
    const base = {
      originX: 0,
      originY: 0,
      positions: new Float32Array(2),
      x: Float64Array.of(1),
      y: Float64Array.of(3),
    };
    const points = drawablePoints([{ id: 't', column: 1, ...base }], styles);
    // Column 1 draws lines only (LINES), column 2 is hidden.
    expect(points).toEqual([]);
    const curve = {
      id: 't',
      originX: 0,
      originY: 0,
      polyline: new Float32Array(4),
      segmentCount: 0,
    };
    const curves = drawableCurves(
      [
        { ...curve, column: 1 },
        { ...curve, column: 2 },
      ],
      styles,
    );
    expect(curves.map((drawn) => drawn.color)).toEqual(['#ff0000']);
  });
});
