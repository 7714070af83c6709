import { describe, expect, it } from 'vitest';
import type { PointsGeometry } from '../../worker/protocol';
import { drawablePoints } from './drawable-curves';
import type { ExpressionState } from '../model/types';

const point = (id: string): PointsGeometry => ({
  id,
  x: new Float64Array([1]),
  y: new Float64Array([2]),
  originX: 0,
  originY: 0,
  positions: new Float32Array([1, 2]),
});

const state = (id: string, latex: string, extra: Partial<ExpressionState> = {}): ExpressionState => ({
  type: 'expression',
  id,
  latex,
  color: '#000000',
  ...extra,
});

describe('the spec rule for OPEN and CROSS', () => {
  it('applies them to static points only; draggable points stay filled dots', () => {
    const expressions = [
      state('named', 'A=(1,2)', { pointStyle: 'open' }),
      state('namedFixed', 'B=(1,2)', { pointStyle: 'open', dragMode: 'NONE' }),
      state('unnamed', '(1,2)', { pointStyle: 'cross' }),
      state('slider', 'a=1'),
      state('sliderPoint', '(a,2)', { pointStyle: 'cross' }),
      state('explicitXY', '(1,2)', { pointStyle: 'open', dragMode: 'XY' }),
    ];
    const drawn = drawablePoints(
      ['named', 'namedFixed', 'unnamed', 'sliderPoint', 'explicitXY'].map(point),
      expressions,
    );
    expect(Object.fromEntries(drawn.map((set) => [set.id, set.style]))).toEqual({
      named: 'POINT',
      namedFixed: 'OPEN',
      unnamed: 'CROSS',
      sliderPoint: 'POINT',
      explicitXY: 'POINT',
    });
  });
});
