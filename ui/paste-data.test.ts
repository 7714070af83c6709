import { describe, expect, it } from 'vitest';
import { MAX_PASTED_ROWS, parseTableData, readGraphLink, writeGraphLink } from './paste-data';

describe('parseTableData', () => {
  it('reads tab- or comma-separated numbers into columns, with or without a header', () => {
    expect(parseTableData('1\t2\n3\t4\n')).toEqual([
      { latex: 'x_{1}', values: ['1', '3'] },
      { latex: 'y_{1}', values: ['2', '4'] },
    ]);
    expect(parseTableData('x,y,z\n1,2,3\n-4.5,5e2,.5')).toEqual([
      { latex: 'x_{1}', values: ['1', '-4.5'] },
      { latex: 'y_{1}', values: ['2', '500'] },
      { latex: 'y_{2}', values: ['3', '0.5'] },
    ]);
  });

  it('refuses prose, ragged rows and single columns', () => {
    expect(parseTableData('hello world')).toBeUndefined();
    expect(parseTableData('1\t2\n3')).toBeUndefined();
    expect(parseTableData('1\n2\n3')).toBeUndefined();
    expect(parseTableData('1,a\n2,b')).toBeUndefined();
  });

  it('keeps at most 50 rows', () => {
    const text = Array.from({ length: 80 }, (_, row) => `${row}\t${row * row}`).join('\n');
    expect(parseTableData(text)?.[0].values).toHaveLength(MAX_PASTED_ROWS);
  });
});

describe('graph links', () => {
  it('round-trips a state through a link, unicode included', () => {
    const state = { version: 1, expressions: { list: [{ id: '1', latex: 'y=x^2', label: 'π ≥ 3' }] } };
    const link = writeGraphLink('https://example.com/page?x=1#old', state);
    expect(link.startsWith('https://example.com/page?x=1#calculator-state=')).toBe(true);
    expect(readGraphLink(link)).toEqual(state);
  });

  it('ignores other links and broken payloads', () => {
    expect(readGraphLink('https://example.com/#other')).toBeUndefined();
    expect(readGraphLink('https://example.com/#calculator-state=%%%')).toBeUndefined();
    expect(readGraphLink('not a link')).toBeUndefined();
  });
});
