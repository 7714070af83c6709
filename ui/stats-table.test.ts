import { describe, expect, it } from 'vitest';
import { statsTableValues } from './stats-table';

const summary = {
  isError: false,
  evaluation: { type: 'ListOfNumber' as const, value: [1, 2, 3, 3.5, 10.5] },
};

describe('statsTableValues', () => {
  it('gives the five values of a stats row', () => {
    expect(statsTableValues('\\operatorname{stats}(L)', summary)).toEqual([1, 2, 3, 3.5, 10.5]);
    expect(statsTableValues(' \\operatorname{stats}\\left(L\\right)', summary)).toEqual([1, 2, 3, 3.5, 10.5]);
  });

  it('shows no table for other rows, errors and lists of another length', () => {
    expect(statsTableValues('\\operatorname{sort}(L)', summary)).toBeUndefined();
    expect(statsTableValues('2\\operatorname{stats}(L)', summary)).toBeUndefined();
    expect(statsTableValues('\\operatorname{stats}(L)', { isError: true })).toBeUndefined();
    const short = { isError: false, evaluation: { type: 'ListOfNumber' as const, value: [1, 2] } };
    expect(statsTableValues('\\operatorname{stats}(L)', short)).toBeUndefined();
  });
});
