/**
 * A regression's options as expression fields (the best-known product's names): `isLogModeRegression`
 * and `residualVariable` are read by setExpression, kept in the saved state and sent to the engine.
 */
import { describe, expect, it } from 'vitest';
import { newTestContent } from '../model/content-for-tests';
import { engineExpressions } from './graph-sources';

const newContent = () => newTestContent().content;

describe('regression fields', () => {
  it('are read, saved, restored and sent to the engine; a wrong type is ignored', () => {
    const content = newContent();
    content.setExpressions([
      { id: 'fit', latex: 'y_1\\sim ab^{x_1}', isLogModeRegression: true, residualVariable: 'e_{7}' },
      { id: 'plain', latex: 'y_1\\sim mx_1+b', isLogModeRegression: 'yes' },
    ]);
    const [fit, plain] = content.list.list();
    expect(fit).toMatchObject({ isLogModeRegression: true, residualVariable: 'e_{7}' });
    expect(plain).not.toHaveProperty('isLogModeRegression');
    const state = content.getState() as { expressions: { list: Record<string, unknown>[] } };
    expect(state.expressions.list[0]).toMatchObject({ isLogModeRegression: true, residualVariable: 'e_{7}' });

    const restored = newContent();
    restored.setState(state);
    expect(restored.list.list()[0]).toMatchObject({ isLogModeRegression: true, residualVariable: 'e_{7}' });
    expect(engineExpressions(restored.list.list())[0]).toEqual({
      id: 'fit',
      latex: 'y_1\\sim ab^{x_1}',
      hidden: false,
      isLogModeRegression: true,
      residualVariable: 'e_{7}',
    });
  });
});
