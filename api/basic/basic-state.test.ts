import { describe, expect, it } from 'vitest';
import { contextAfter, readState, writeState, type BasicContent } from './basic-state';

const content: BasicContent = {
  entries: [
    { text: '1/0', latex: '1/0', outcome: { kind: 'value', value: Infinity } },
    { text: 'a=2', latex: 'a=2', outcome: { kind: 'value', value: 2, defines: 'a' } },
    { text: '2^10', input: '2^{10}', latex: '2^{10}', outcome: { kind: 'value', value: 1024 } },
    { text: 'f(x)=2x', latex: 'f\\left(x\\right)=2x', outcome: { kind: 'function', defines: 'f' } },
    { text: 'a=5', latex: 'a=5', outcome: { kind: 'value', value: 5, defines: 'a' } },
    { text: '2+', latex: '2+', outcome: { kind: 'error', message: 'Missing value' } },
    {
      text: '3!',
      latex: '3!',
      outcome: {
        kind: 'error',
        message: "'!' is not available in this calculator",
        messageId: 'basic.operatorUnavailable',
        messageValues: { operator: '!' },
      },
    },
    {
      text: 'g(2)',
      latex: 'g\\left(2\\right)',
      outcome: {
        kind: 'error',
        message: "Unknown function 'g'",
        messageId: 'basic.cannotEvaluate',
        code: 'unknown-function',
        source: 'g',
      },
    },
  ],
  input: 'a+',
  degreeMode: true,
};

describe('basic calculator state', () => {
  it('round-trips through JSON', () => {
    const saved = JSON.parse(JSON.stringify(writeState(true, content)));
    const read = readState(saved, true);
    expect(read.entries[0].outcome).toEqual({ kind: 'value', value: NaN });
    expect(read.entries.slice(1)).toEqual(content.entries.slice(1));
    expect(read.input).toBe('a+');
    expect(read.degreeMode).toBe(true);
    expect(writeState(true, read)).toEqual(saved);
  });

  it('refuses states it cannot read, and states of the other kind', () => {
    expect(() => readState(null, true)).toThrow(/not an object/);
    expect(() => readState({ version: 1, calculator: 'scientific', entries: 3 }, true)).toThrow(/no entries/);
    expect(() => readState(writeState(true, content), false)).toThrow(/scientific/);
    expect(() =>
      readState(
        { version: 1, calculator: 'scientific', entries: [{ text: '1', latex: '1', outcome: {} }] },
        true,
      ),
    ).toThrow(/outcome/);
  });

  it('keeps the newest definition of each name and the last answer', () => {
    const context = contextAfter(content, true);
    expect([...context.definitions]).toEqual([
      ['f', 'f\\left(x\\right)=2x'],
      ['a', 'a=5'],
    ]);
    expect(context.answer).toBe(5);
    expect(context.degreeMode).toBe(true);
  });
});
