import { describe, expect, it } from 'vitest';
import { createSvgParts } from './svg-parts';

describe('createSvgParts', () => {
  it('reuses a part only while its scalars and vertex bits are the same, and forgets unused parts', () => {
    const parts = createSvgParts();
    let writes = 0;
    const shoot = (scalars: unknown[], values: number[]) =>
      parts.markup('curve a', scalars, Float32Array.from(values), () => `path ${++writes}`);

    expect(shoot([1, 'SOLID'], [0, 1, 2, 3])).toBe('path 1');
    parts.endPicture();
    // The same numbers in a new array (the worker sends every curve again): kept.
    expect(shoot([1, 'SOLID'], [0, 1, 2, 3])).toBe('path 1');
    parts.endPicture();
    expect(shoot([1, 'SOLID'], [0, 1, 2, 3.5])).toBe('path 2');
    parts.endPicture();
    expect(shoot([1, 'DASHED'], [0, 1, 2, 3.5])).toBe('path 3');
    parts.endPicture();
    expect(shoot([1, 'DASHED'], [0, 1, 2, 3.5, 4, 5])).toBe('path 4');
    parts.endPicture();
    // -0 and 0 format alike but are other bits: written again rather than guessed equal.
    expect(shoot([1, 'DASHED'], [-0, 1, 2, 3.5, 4, 5])).toBe('path 5');
    parts.endPicture();
    // A picture without the part drops it.
    parts.endPicture();
    expect(shoot([1, 'DASHED'], [-0, 1, 2, 3.5, 4, 5])).toBe('path 6');
  });

  it('keeps a copy: an array refilled in place after a picture is written again', () => {
    const parts = createSvgParts();
    const vertices = Float32Array.from([1, 2, 3, 4]);
    expect(parts.markup('fill f', [], vertices, () => 'first')).toBe('first');
    parts.endPicture();
    vertices[0] = 9;
    expect(parts.markup('fill f', [], vertices, () => 'second')).toBe('second');
  });
});
