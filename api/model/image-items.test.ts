import { describe, expect, it } from 'vitest';
import { ExpressionList } from './expression-list';
import { engineExpressions } from '../engine/graph-sources';
import { DEFAULT_GRAPH_SETTINGS } from './graph-settings';
import { drawableImages, evaluateConstant, evaluatePoint, readImageFields } from './image-items';
import { outputForLine } from './line-shapes';
import { writeState } from './saved-state';
import { readState } from './state-reader';
import { LINES } from './version-lines';
import type { ImageState } from './types';

const URL = 'data:image/png;base64,AAAA';

describe('image items', () => {
  it('reads LaTeX constants and points, NaN for what is not a constant', () => {
    expect(evaluateConstant('\\frac{3}{2}')).toBe(1.5);
    expect(evaluateConstant('2\\pi')).toBeCloseTo(2 * Math.PI, 12);
    expect(evaluateConstant('-\\sqrt{4}+10^{2}')).toBe(98);
    expect(evaluateConstant('a+1')).toBeNaN();
    expect(evaluateConstant('\\frac{')).toBeNaN();
    expect(evaluatePoint('\\left(1,-2.5\\right)')).toEqual([1, -2.5]);
    expect(evaluatePoint('3')).toEqual([NaN, NaN]);
  });

  it('places shown images by center, size, angle (degrees in degree mode) and opacity', () => {
    const items: ImageState[] = [
      { type: 'image', id: 'a', image_url: URL, center: '(2,1)', width: '8', height: '6', angle: '90' },
      { type: 'image', id: 'b', image_url: URL, hidden: true },
      { type: 'image', id: 'c', image_url: URL, width: 'w' },
      { type: 'image', id: 'd', image_url: URL, opacity: '1.5', foreground: true },
    ];
    const drawn = drawableImages(items, true);
    expect(drawn.map((image) => image.id)).toEqual(['a', 'd']);
    expect(drawn[0]).toMatchObject({ centerX: 2, centerY: 1, width: 8, height: 6, opacity: 1 });
    expect(drawn[0].angle).toBeCloseTo(Math.PI / 2, 12);
    expect(drawn[1]).toMatchObject({ centerX: 0, centerY: 0, width: 10, height: 10, foreground: true });
  });

  it('needs a URL, keeps fields not given, and turns numbers into LaTeX', () => {
    expect(readImageFields({ type: 'image' }, undefined, 'x')).toBeUndefined();
    const first = readImageFields({ image_url: URL, width: 4, name: 'cat' }, undefined, 'x')!;
    expect(first).toEqual({ type: 'image', id: 'x', image_url: URL, width: '4', name: 'cat' });
    expect(readImageFields({ hidden: true }, first, 'x')).toEqual({ ...first, hidden: true });
  });

  it('lives in the list, getExpressions and saved states, but never takes expression colors', () => {
    const list = new ExpressionList(() => ['#c74440', '#2d70b3']);
    expect(list.set({ type: 'image', id: 'picture', image_url: URL, center: '(1,1)' })).toBe('added');
    expect(list.set({ id: 'curve', latex: 'y=x' })).toBe('added');
    expect(list.set({ type: 'expression', id: 'picture', latex: 'y=1' })).toBe('rejected');
    expect(list.expressions().map((item) => item.id)).toEqual(['curve']);
    expect(engineExpressions(list.list()).map((input) => input.id)).toEqual(['curve']);
    expect((list.get('curve') as { color: string }).color).toBe('#c74440');
    expect(outputForLine(list.get('picture')!, LINES['v1.1'])).toEqual({
      type: 'image',
      id: 'picture',
      image_url: URL,
      center: '(1,1)',
    });
    const saved = writeState(list.list(), DEFAULT_GRAPH_SETTINGS, { left: -1, right: 1, bottom: -1, top: 1 });
    const read = readState(saved, ['#c74440']);
    expect(read.list.items[0]).toEqual(list.get('picture'));
  });

  it('skips an image without a URL in a state instead of refusing the state', () => {
    const read = readState({ expressions: { list: [{ type: 'image', id: 'broken' }, { latex: 'y=2' }] } }, [
      '#000000',
    ]);
    expect(read.list.items.map((item) => item.type)).toEqual(['expression']);
  });
});
