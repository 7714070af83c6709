/**
 * Regressions through the worker's service: a table and `y_1\sim mx_1+b` give the row's regression
 * analysis and the fitted line's geometry; a changed cell refits; log mode and the residual name are
 * part of what the analysis depends on.
 */
import { describe, expect, it } from 'vitest';
import { loadEngineForNode } from '../engine-wasm/load-node';
import { createEngineService } from './engine-service';
import type { ExpressionInput, TableInput, UpdateRequest } from './protocol';

const VIEWPORT = { xmin: -1, xmax: 9, ymin: -2, ymax: 14, widthPixels: 800, heightPixels: 600 };

let generation = 0;
function request(expressions: ExpressionInput[], ys: readonly string[]): UpdateRequest {
  const table: TableInput = {
    id: 'table',
    columns: [
      { latex: 'x_1', values: ['1', '2', '3', '4', '5'], hidden: false, points: true, lines: false },
      { latex: 'y_1', values: ys, hidden: false, points: true, lines: false },
    ],
  };
  return {
    calculatorId: 1,
    generation: generation++,
    expressions,
    tables: [table],
    degreeMode: false,
    viewport: VIEWPORT,
  };
}

describe('regressions in the engine service', () => {
  const service = createEngineService(loadEngineForNode);
  const fit: ExpressionInput = { id: 'fit', latex: 'y_1\\sim mx_1+b', hidden: false };

  it('fits, reports the regression in expressionAnalysis, and draws the line', async () => {
    const result = await service.update(request([fit], ['3', '5', '7', '9', '11']));
    expect(result.analysis.fit).toMatchObject({
      isGraphable: true,
      isError: false,
      regression: {
        parameters: [
          { name: 'm', value: 2 },
          { name: 'b', value: 1 },
        ],
        residualVariable: 'e_{1}',
        statistics: { kind: 'correlation', rSquared: 1, r: 1 },
        converged: true,
        predictor: 'x_{1}',
      },
    });
    const [line] = result.curves.filter((curve) => curve.id === 'fit');
    // Every vertex lies on y = 2x + 1 (float32 offsets from a float64 origin).
    for (let index = 0; index + 1 < line.polyline.length; index += 2) {
      const x = line.originX + line.polyline[index];
      const y = line.originY + line.polyline[index + 1];
      if (Number.isFinite(x)) expect(y).toBeCloseTo(2 * x + 1, 4);
    }
  });

  it('refits when a cell changes, and when log mode or the residual name changes', async () => {
    const changed = await service.update(request([fit], ['3', '5', '7', '9', '21']));
    const slope = changed.analysis.fit.regression!.parameters[0].value;
    expect(slope).toBeCloseTo(4, 12);

    const exponential: ExpressionInput = { id: 'fit', latex: 'y_1\\sim ab^{x_1}', hidden: false };
    const ys = ['2.2', '3.9', '8.3', '15.8', '32.5'];
    const ordinary = (await service.update(request([exponential], ys))).analysis.fit.regression!;
    expect(ordinary).toMatchObject({ logMode: false, logModeAvailable: true });
    const logarithmic = (await service.update(request([{ ...exponential, isLogModeRegression: true }], ys)))
      .analysis.fit.regression!;
    expect(logarithmic.logMode).toBe(true);
    expect(logarithmic.parameters[0].value).not.toBeCloseTo(ordinary.parameters[0].value, 6);
    const named = (await service.update(request([{ ...exponential, residualVariable: 'r_{1}' }], ys)))
      .analysis.fit.regression!;
    expect(named.residualVariable).toBe('r_{1}');
  });
});
