import { describe, expect, it } from 'vitest';
import { boundToNumber, inputForLine, outputForLine } from './line-shapes';
import type { ExpressionState } from './types';
import { LINES } from './version-lines';

const point: ExpressionState = {
  type: 'expression',
  id: 'p',
  latex: '(t,t)',
  color: '#c74440',
  pointStyle: 'open',
  secret: true,
  fillOpacity: 0.2,
  domain: { min: '0', max: '2\\pi' },
  sliderBounds: { min: '-\\pi', max: '10', step: '' },
};

describe('expression shapes per line', () => {
  it('v1.1 reports the listed fields with defaults', () => {
    expect(outputForLine(point, LINES['v1.1'])).toEqual({
      type: 'expression',
      id: 'p',
      latex: '(t,t)',
      color: '#c74440',
      hidden: false,
      secret: true,
      lineStyle: 'solid',
      pointStyle: 'open',
      fillOpacity: 0.2,
      dragMode: 'AUTO',
      label: '',
      showLabel: false,
      domain: { min: '0', max: '2\\pi' },
      sliderBounds: { min: '-\\pi', max: '10', step: '' },
    });
  });

  it('v0.9 writes style and no lineStyle/pointStyle/fillOpacity', () => {
    const output = outputForLine(point, LINES['v0.9']);
    expect(output.style).toBe('open');
    expect(output).not.toHaveProperty('pointStyle');
    expect(output).not.toHaveProperty('fillOpacity');
    expect(output.secret).toBe(true);
  });

  it('v0.5 writes Number bounds and only its fields', () => {
    const output = outputForLine(point, LINES['v0.5']);
    expect(output.domain).toEqual({ min: 0, max: 2 * Math.PI });
    expect(output.sliderBounds).toEqual({ min: -Math.PI, max: 10 });
    expect(Object.keys(output).sort()).toEqual([
      'color',
      'domain',
      'hidden',
      'id',
      'latex',
      'sliderBounds',
      'type',
    ]);
  });

  it('reads only the fields a line knows', () => {
    expect(inputForLine({ id: 'a', latex: 'x', secret: true, dragMode: 'X' }, LINES['v0.5'])).toEqual({
      id: 'a',
      latex: 'x',
    });
    expect(inputForLine({ id: 'a', latex: 'x', style: 'dashed' }, LINES['v1.1'])).toEqual({
      id: 'a',
      latex: 'x',
      style: 'dashed',
    });
  });

  it('turns constant bounds into Numbers', () => {
    expect(boundToNumber('2\\pi')).toBeCloseTo(2 * Math.PI);
    expect(boundToNumber('-e')).toBeCloseTo(-Math.E);
    expect(boundToNumber('1.5')).toBe(1.5);
    expect(boundToNumber('a')).toBeNaN();
  });
});
