/**
 * `setState(…, { remapColors: true })`: each color of a state becomes the nearest color of the current
 * palette by Euclidean distance in CIELAB (ΔE*ab 1976; culori's 'lab65' is CIELAB under D65, the sRGB
 * white point). A color culori cannot parse is kept as it is.
 *
 * culori's tree-shakeable entry with the CSS Color 4 spaces registered ('culori/css': hex, named, rgb,
 * hsl, hwb, lab, lch, oklab, oklch, color() spaces) instead of its default entry, which also registers a
 * dozen non-CSS spaces no state's color can name: 9.8 KB gzip instead of 15.3 KB in calculator.js.
 */
import 'culori/css';
import { differenceEuclidean, nearest, parse } from 'culori/fn';

export function createColorRemapper(palette: readonly string[]): (color: string) => string {
  const candidates = palette.filter((color) => parse(color) !== undefined);
  if (candidates.length === 0) return (color) => color;
  const find = nearest(candidates, differenceEuclidean('lab65'));
  return (color) => (parse(color) === undefined ? color : (find(color, 1)[0] ?? color));
}
