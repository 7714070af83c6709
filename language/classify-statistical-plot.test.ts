import { describe, expect, it } from 'vitest';
import { analyzeExpressionList } from './analyze-list';
import {
  binIndex,
  boxplotGeometry,
  dotplotPoints,
  histogramBars,
  histogramHeights,
  withoutOutliers,
} from './classify-statistical-plot';

function effectOf(latex: string, list = 'L=[1,2,2,3,3,3,4,10.5]') {
  const result = analyzeExpressionList(
    [
      { id: 'L', latex: list },
      { id: 'plot', latex },
    ],
    { degreeMode: false },
  );
  return result.get('plot')!.effect;
}

describe('statistical plots', () => {
  it('bins a histogram at multiples of the width, closed on the left', () => {
    const bars = histogramBars(Float64Array.from([1, 2, 2, 3, 3, 3, 4, 10.5]), 2);
    expect([...bars]).toEqual([0, 2, 0, 1, 2, 4, 0, 5, 4, 6, 0, 1, 10, 12, 0, 1]);
    expect(binIndex(0.3, 0.1)).toBe(3);
    expect(binIndex(-0.5, 1)).toBe(-1);
    expect([...histogramBars(Float64Array.from([NaN, 0.5, -0.5]), 1)]).toEqual([-1, 0, 0, 1, 0, 1, 0, 1]);
  });

  it('rescales bar heights to fractions (summing to 1) or densities (areas summing to 1)', () => {
    const bars = histogramBars(Float64Array.from([1, 2, 2, 3, 3, 3, 4, 10.5]), 2);
    expect(histogramHeights(bars, 'count')).toBe(bars);
    const relative = histogramHeights(bars, 'relative');
    expect([3, 7, 11, 15].map((top) => relative[top])).toEqual([1 / 8, 5 / 8, 1 / 8, 1 / 8]);
    const density = histogramHeights(bars, 'density');
    expect([3, 7, 11, 15].map((top) => density[top])).toEqual([1 / 16, 5 / 16, 1 / 16, 1 / 16]);
    // Edges and bottoms stay; the counts themselves are not changed.
    expect([...density].filter((_, index) => index % 4 !== 3)).toEqual(
      [...bars].filter((_, index) => index % 4 !== 3),
    );
    expect(bars[7]).toBe(5);
  });

  it('stacks a dot plot over equal values, or over multiples of a width', () => {
    const { xs, ys } = dotplotPoints(Float64Array.from([3, 1, 3, NaN]));
    expect([...xs]).toEqual([1, 3, 3]);
    expect([...ys]).toEqual([1, 1, 2]);
    const binned = dotplotPoints(Float64Array.from([0.9, 1.2, 2.6]), 1);
    expect([...binned.xs]).toEqual([1, 1, 3]);
    expect([...binned.ys]).toEqual([1, 2, 1]);
  });

  it('draws a box plot by Moore and McCabe quartiles with outliers beyond 1.5 IQR', () => {
    const { box, segments, outliers } = boxplotGeometry(Float64Array.from([1, 2, 2, 3, 3, 3, 4, 10.5]));
    // Q1 = median(1,2,2,3) = 2, median 3, Q3 = median(3,3,4,10.5) = 3.5; IQR 1.5, fences -0.25 and 5.75.
    expect([...box]).toEqual([2, 3.5, 0.5, 1.5]);
    // The median across the box, then the whiskers to 1 and to 4.
    expect([...segments]).toEqual([3, 0.5, 3, 1.5, 1, 1, 2, 1, 3.5, 1, 4, 1]);
    expect([...outliers.xs]).toEqual([10.5]);
    // Outliers off: the whiskers reach the extremes and no point is drawn.
    const plain = withoutOutliers({ segments, ...outliers });
    expect([...plain.segments]).toEqual([3, 0.5, 3, 1.5, 1, 1, 2, 1, 3.5, 1, 10.5, 1]);
    expect(plain.xs).toHaveLength(0);
    expect([...segments]).toEqual([3, 0.5, 3, 1.5, 1, 1, 2, 1, 3.5, 1, 4, 1]);
    const low = boxplotGeometry(Float64Array.from([-20, 1, 2, 2, 3, 3, 3, 4, 30]));
    expect([...withoutOutliers({ segments: low.segments, ...low.outliers }).segments].slice(4)).toEqual([
      -20, 1, 1.5, 1, 3.5, 1, 30, 1,
    ]);
    expect([...outliers.ys]).toEqual([1]);
  });

  it('is the effect of a row of its own', () => {
    expect(effectOf('\\operatorname{histogram}(L)')).toMatchObject({
      kind: 'statistical-plot',
      plot: 'histogram',
    });
    expect(effectOf('\\operatorname{dotplot}(L,2)')).toMatchObject({
      kind: 'statistical-plot',
      plot: 'dotplot',
    });
    expect(effectOf('\\operatorname{boxplot}([5,1,3])')).toMatchObject({
      kind: 'statistical-plot',
      plot: 'boxplot',
    });
  });

  it('refuses bad widths, extra arguments, values that vary and use inside expressions', () => {
    const codeOf = (latex: string) => {
      const effect = effectOf(latex);
      return effect.kind === 'error' ? effect.error.code : effect.kind;
    };
    expect(codeOf('\\operatorname{histogram}(L,0)')).toBe('type-error');
    expect(codeOf('\\operatorname{histogram}(L,-1)')).toBe('type-error');
    expect(codeOf('\\operatorname{boxplot}(L,2)')).toBe('wrong-argument-count');
    expect(codeOf('\\operatorname{dotplot}([x,1])')).toBe('type-error');
    expect(codeOf('1+\\operatorname{histogram}(L)')).toBe('type-error');
  });

  // How fast is bench section 11's figure.
  it('handles 100,000 values, and a histogram of 100,000 bars', () => {
    expect(effectOf('\\operatorname{boxplot}(L)', 'L=[1...100000]')).toMatchObject({
      kind: 'statistical-plot',
    });
    const histogram = effectOf('\\operatorname{histogram}(L)', 'L=[1...100000]');
    expect(histogram.kind === 'statistical-plot' && histogram.rectangles.length).toBe(400_000);
  });
});
