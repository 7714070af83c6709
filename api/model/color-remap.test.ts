import { describe, expect, it } from 'vitest';
import { createColorRemapper } from './color-remap';

const palette = ['#c74440', '#2d70b3', '#388c46', '#000000'];

describe('createColorRemapper', () => {
  const remap = createColorRemapper(palette);

  it('maps each CSS notation to the nearest palette color', () => {
    expect(remap('#ff0000')).toBe('#c74440');
    expect(remap('blue')).toBe('#2d70b3');
    expect(remap('rgb(0, 128, 0)')).toBe('#388c46');
    expect(remap('hsl(120 60% 35%)')).toBe('#388c46');
    expect(remap('hwb(210 10% 30%)')).toBe('#2d70b3');
    expect(remap('lab(40% 50 35)')).toBe('#c74440');
    expect(remap('oklch(0.5 0.13 250)')).toBe('#2d70b3');
    expect(remap('color(display-p3 0.05 0.05 0.05)')).toBe('#000000');
  });

  it('keeps a color it cannot parse as it is', () => {
    expect(remap('not-a-color')).toBe('not-a-color');
    expect(remap('')).toBe('');
  });

  it('keeps every color when no palette color parses', () => {
    expect(createColorRemapper(['nope'])('#ff0000')).toBe('#ff0000');
  });
});
