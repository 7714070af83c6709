import { describe, expect, it } from 'vitest';
import { parseHexColor, parsePremultipliedColor } from './color';

describe('parseHexColor', () => {
  it('reads the long and short hex forms', () => {
    expect(parseHexColor('#c74440')).toEqual([199 / 255, 68 / 255, 64 / 255, 1]);
    expect(parseHexColor('#fff')).toEqual([1, 1, 1, 1]);
    expect(parseHexColor('#0000ff80')).toEqual([0, 0, 1, 128 / 255]);
    expect(parseHexColor(' #F00A ')).toEqual([1, 0, 0, 170 / 255]);
  });

  it('rejects what is not a hex color', () => {
    expect(() => parseHexColor('red')).toThrow(TypeError);
    expect(() => parseHexColor('#12345')).toThrow(TypeError);
    expect(() => parseHexColor('#gggggg')).toThrow(TypeError);
  });
});

describe('parsePremultipliedColor', () => {
  it('multiplies the channels by alpha', () => {
    const [red, green, blue, alpha] = parsePremultipliedColor('#ff800080');
    expect(alpha).toBeCloseTo(128 / 255, 12);
    expect(red).toBeCloseTo(128 / 255, 12);
    expect(green).toBeCloseTo((128 / 255) * (128 / 255), 12);
    expect(blue).toBe(0);
  });
});
