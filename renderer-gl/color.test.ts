import { describe, expect, it } from 'vitest';
import { formatCssColor, invertLightness, parseHexColor, parsePremultipliedColor } from './color';

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

describe('invertLightness', () => {
  it('mirrors HSL lightness and keeps hue and saturation', () => {
    expect(invertLightness([0, 0, 0, 1])).toEqual([1, 1, 1, 1]);
    expect(invertLightness([1, 1, 1, 0.5])).toEqual([0, 0, 0, 0.5]);
    const blue = parseHexColor('#2d70b3');
    const inverted = invertLightness(blue);
    const lightness = (color: readonly number[]) =>
      (Math.max(...color.slice(0, 3)) + Math.min(...color.slice(0, 3))) / 2;
    expect(lightness(inverted)).toBeCloseTo(1 - lightness(blue), 12);
    // Same chroma and the same channel differences: the hue is kept.
    expect(inverted[2] - inverted[0]).toBeCloseTo(blue[2] - blue[0], 12);
    expect(inverted[1] - inverted[0]).toBeCloseTo(blue[1] - blue[0], 12);
  });
});

describe('formatCssColor', () => {
  it('writes rgb() for opaque colors and rgba() otherwise, clamping the channels', () => {
    expect(formatCssColor([1, 0.5, 0, 1])).toBe('rgb(255, 128, 0)');
    expect(formatCssColor([1.2, -0.1, 0, 0.25])).toBe('rgba(255, 0, 0, 0.25)');
  });
});
