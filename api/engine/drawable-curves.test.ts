import { describe, expect, it } from 'vitest';
import type { CurveGeometry } from '../../worker/protocol';
import { drawableCurves } from './drawable-curves';

const curve = (id: string): CurveGeometry => ({
  id,
  originX: 0,
  originY: 0,
  polyline: new Float32Array(0),
  segmentCount: 0,
});

describe('drawableCurves', () => {
  it('keeps listed, shown expressions in their color and style', () => {
    const drawn = drawableCurves(
      [curve('a'), curve('hidden'), curve('removed')],
      [
        { type: 'expression', id: 'a', latex: 'y=x', color: '#111111', lineStyle: 'dotted' },
        { type: 'expression', id: 'hidden', latex: 'y=1', color: '#222222', hidden: true },
      ],
    );
    expect(drawn.map(({ id, color, lineStyle }) => ({ id, color, lineStyle }))).toEqual([
      { id: 'a', color: '#111111', lineStyle: 'DOTTED' },
    ]);
  });
});
