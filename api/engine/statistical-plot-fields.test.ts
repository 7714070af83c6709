/**
 * A statistical plot's options (`vizProps.histogramMode`, `vizProps.showBoxplotOutliers`, the best-known
 * product's names): read by setExpression, kept through getState → setState, sent to the engine only
 * when they differ from the defaults (counts, outliers as points), so older states draw as before.
 */
import { describe, expect, it } from 'vitest';
import { newTestContent } from '../model/content-for-tests';
import { engineExpressions } from './graph-sources';

const newContent = () => newTestContent().content;

const HISTOGRAM = '\\operatorname{histogram}(L,2)';

describe('statistical plot options', () => {
  it('are absent by default, and the engine gets none', () => {
    const content = newContent();
    content.setExpressions([{ id: 'h', latex: HISTOGRAM }]);
    expect(content.list.get('h')).not.toHaveProperty('vizProps');
    expect(content.getState().expressions.list[0]).not.toHaveProperty('vizProps');
    const [input] = engineExpressions(content.list.list());
    expect(input).not.toHaveProperty('histogramMode');
    expect(input).not.toHaveProperty('showBoxplotOutliers');
  });

  it('merge field by field, ignore values of the wrong type, reach the engine and round-trip', () => {
    const content = newContent();
    content.setExpressions([{ id: 'h', latex: HISTOGRAM, vizProps: { histogramMode: 'density' } }]);
    content.setExpressions([{ id: 'h', vizProps: { showBoxplotOutliers: true, histogramMode: 'wide' } }]);
    content.setExpressions([{ id: 'h', vizProps: 'density' }]);
    expect(content.list.get('h')).toMatchObject({
      vizProps: { histogramMode: 'density', showBoxplotOutliers: true },
    });
    const [input] = engineExpressions(content.list.list());
    expect(input).toMatchObject({ histogramMode: 'density', showBoxplotOutliers: true });
    const saved = JSON.parse(JSON.stringify(content.getState()));
    expect(saved.expressions.list[0].vizProps).toEqual({
      histogramMode: 'density',
      showBoxplotOutliers: true,
    });
    const other = newContent();
    other.setState(saved);
    expect(JSON.stringify(other.getState())).toBe(JSON.stringify(saved));
    // The defaults spelled out send nothing: the engine draws counts and whiskers over every value (the
    // best-known product's default for a box plot).
    content.setExpressions([{ id: 'h', vizProps: { histogramMode: 'count', showBoxplotOutliers: false } }]);
    expect(engineExpressions(content.list.list())[0]).not.toHaveProperty('histogramMode');
    expect(engineExpressions(content.list.list())[0]).not.toHaveProperty('showBoxplotOutliers');
  });
});
