import { describe, expect, it } from 'vitest';
import { toneOf } from './tones';

const bounds = { left: -10, right: 10, bottom: -10, top: 10 };

describe('toneOf', () => {
  it('maps y to 220..1760 Hz on a log scale and x to pan −1..1', () => {
    expect(toneOf({ x: -10, y: -10 }, bounds)).toMatchObject({ kind: 'curve', frequency: 220, pan: -1 });
    expect(toneOf({ x: 0, y: 0 }, bounds).frequency).toBeCloseTo(220 * 2 ** 1.5, 9);
    expect(toneOf({ x: 10, y: 10 }, bounds)).toMatchObject({ frequency: 1760, pan: 1 });
    // Equal steps of y are equal intervals: an octave per third of the view.
    const low = toneOf({ x: 0, y: -5 }, bounds).frequency;
    const high = toneOf({ x: 0, y: 5 }, bounds).frequency;
    expect(high / low).toBeCloseTo(2 ** 1.5, 9);
  });

  it('buzzes outside the view and where there is no place; rings at a point of interest', () => {
    expect(toneOf({ x: 0, y: 11 }, bounds)).toMatchObject({ kind: 'undefined', frequency: 110 });
    expect(toneOf({ x: -11, y: 0 }, bounds)).toMatchObject({ kind: 'undefined', pan: -1 });
    expect(toneOf(null, bounds)).toMatchObject({ kind: 'undefined', pan: 0 });
    expect(toneOf({ x: 0, y: NaN }, bounds).kind).toBe('undefined');
    expect(toneOf({ x: 1, y: 0, interest: 'extremum' }, bounds).kind).toBe('interest');
  });
});
