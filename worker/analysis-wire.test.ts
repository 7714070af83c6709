import { describe, expect, it } from 'vitest';
import { analysisFromWire, type WireExpressionAnalysis } from './protocol';

describe('the analysis on the wire', () => {
  it('unpacks list evaluations into plain arrays and leaves everything else as sent', () => {
    const number: WireExpressionAnalysis = {
      isGraphable: false,
      isError: false,
      evaluation: { type: 'Number', value: 3 },
    };
    const wire: Record<string, WireExpressionAnalysis> = {
      list: {
        isGraphable: false,
        isError: false,
        evaluationDisplayed: true,
        evaluation: { type: 'ListOfNumber', value: Float64Array.of(1, NaN, -0) },
      },
      number,
    };
    const analysis = analysisFromWire(wire);
    const list = analysis.list.evaluation;
    expect(list?.type).toBe('ListOfNumber');
    expect(Array.isArray(list?.value)).toBe(true);
    expect(list?.value).toEqual([1, NaN, -0]);
    expect(analysis.list.evaluationDisplayed).toBe(true);
    expect(analysis.number).toBe(number);
  });
});
