import { describe, expect, it, vi } from 'vitest';
import { HelperExpressions } from './helper-expressions';

const alive = () => false;

describe('HelperExpressions', () => {
  it('sends helpers as hidden expressions under ids no page can choose', () => {
    const helpers = new HelperExpressions(true, alive);
    helpers.create({ latex: 'a+1' });
    helpers.create({ latex: '' });
    const inputs = helpers.inputs();
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toMatchObject({ latex: 'a+1', hidden: true });
    expect(helpers.isHelperId(inputs[0].id)).toBe(true);
    expect(helpers.isHelperId('a+1')).toBe(false);
  });

  it('follows numericValue and listValue, telling observers on changes only', () => {
    const helpers = new HelperExpressions(true, alive);
    const { object } = helpers.create({ latex: 'L' });
    const id = helpers.inputs()[0].id;
    const numeric = vi.fn();
    const list = vi.fn();
    object.observe('numericValue', numeric);
    object.observe('listValue', list);
    expect(object.numericValue).toBeUndefined();
    helpers.applyAnalysis({
      [id]: { isGraphable: false, isError: false, evaluation: { type: 'ListOfNumber', value: [1, 2] } },
    });
    expect(object.listValue).toEqual([1, 2]);
    expect(object.numericValue).toBeNaN();
    expect(list).toHaveBeenCalledTimes(1);
    expect(numeric).toHaveBeenCalledTimes(1);
    helpers.applyAnalysis({
      [id]: { isGraphable: false, isError: false, evaluation: { type: 'ListOfNumber', value: [1, 2] } },
    });
    expect(list).toHaveBeenCalledTimes(1);
    expect(numeric).toHaveBeenCalledTimes(1);
    helpers.applyAnalysis({
      [id]: { isGraphable: false, isError: false, evaluation: { type: 'Number', value: 4 } },
    });
    expect(object.numericValue).toBe(4);
    expect(object.listValue).toBeUndefined();
    expect(list).toHaveBeenCalledTimes(2);
    object.unobserve('numericValue');
    helpers.applyAnalysis({ [id]: { isGraphable: false, isError: true, errorMessage: 'x' } });
    expect(object.numericValue).toBeNaN();
    expect(numeric).toHaveBeenCalledTimes(2);
  });

  it('has no listValue before v1.1', () => {
    const { object } = new HelperExpressions(false, alive).create({ latex: '1' });
    expect('listValue' in object).toBe(false);
  });
});
