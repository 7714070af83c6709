import { describe, expect, it } from 'vitest';
import { EngineStallError } from './engine-host';
import { EngineQuarantine, type QuarantineContent } from './engine-quarantine';

function content(...entries: [string, string][]): QuarantineContent {
  return { expressions: entries.map(([id, latex]) => ({ id, latex, hidden: false })) };
}

const ids = (sent: QuarantineContent) => sent.expressions.map((expression) => expression.id);
const stall = (entryId?: string) =>
  new EngineStallError(1, entryId ? 'entry' : 'analysis', entryId, 'ran past 3000 ms');

describe('EngineQuarantine', () => {
  it('holds the entry a stall names until its text changes, with the too-complex error', () => {
    const quarantine = new EngineQuarantine();
    const list = content(['a', 'y=x'], ['b', 'y=\\int_0^x t dt']);
    quarantine.stalled(stall('b'), list);
    expect(ids(quarantine.filter(list))).toEqual(['a']);
    expect(quarantine.analysis()).toEqual({
      b: expect.objectContaining({ isError: true, errorCode: 'too-complex' }),
    });
    expect(quarantine.answered(quarantine.filter(list))).toBe(false);
    expect(ids(quarantine.filter(list))).toEqual(['a']);
    const edited = content(['a', 'y=x'], ['b', 'y=2']);
    expect(ids(quarantine.filter(edited))).toEqual(['a', 'b']);
    expect(quarantine.analysis()).toEqual({});
  });

  it('holds the one entry new since the last answer when the analysis stalls', () => {
    const quarantine = new EngineQuarantine();
    quarantine.answered(content(['a', 'y=x']));
    const list = content(['a', 'y=x'], ['b', 'c=\\sum_{n=1}^{9}n']);
    quarantine.stalled(stall(), list);
    expect(ids(quarantine.filter(list))).toEqual(['a']);
    expect(quarantine.answered(quarantine.filter(list))).toBe(false);
  });

  it('lets several suspects back one at a time, so the culprit alone is held for good', () => {
    const quarantine = new EngineQuarantine();
    const list = content(['a', '1'], ['b', '2'], ['c', 'runaway']);
    quarantine.stalled(stall(), list);
    expect(ids(quarantine.filter(list))).toEqual([]);
    expect(quarantine.answered(quarantine.filter(list))).toBe(true);
    expect(ids(quarantine.filter(list))).toEqual(['a']);
    expect(quarantine.answered(quarantine.filter(list))).toBe(true);
    expect(ids(quarantine.filter(list))).toEqual(['a', 'b']);
    expect(quarantine.answered(quarantine.filter(list))).toBe(true);
    // c comes back and sticks again: it alone is new since the last answer.
    expect(ids(quarantine.filter(list))).toEqual(['a', 'b', 'c']);
    quarantine.stalled(stall(), quarantine.filter(list));
    expect(ids(quarantine.filter(list))).toEqual(['a', 'b']);
    expect(quarantine.answered(quarantine.filter(list))).toBe(false);
  });

  it('holds tables by id, and lets one go when its headers change', () => {
    const quarantine = new EngineQuarantine();
    const column = { latex: 'x_1', values: ['1', '2'], hidden: false, points: true, lines: false };
    const list = { expressions: [], tables: [{ id: 't', columns: [column] }] };
    quarantine.stalled(new EngineStallError(1, 'entry', 't', 'ran past 3000 ms'), list);
    expect(quarantine.filter(list).tables).toEqual([]);
    const edited = { expressions: [], tables: [{ id: 't', columns: [{ ...column, latex: 'x_2' }] }] };
    expect(quarantine.filter(edited).tables).toHaveLength(1);
  });
});
