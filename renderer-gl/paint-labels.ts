/** Draws the placed texts of a frame on a 2D canvas (the screen's overlay, or a screenshot's canvas). */
import { cssFont } from './graph-style';
import type { OverlayText } from './overlay-layout';

/** Text widths in CSS pixels, measured at ratio 1, cached per font size and text. */
export function createTextMeasurer(
  context: CanvasRenderingContext2D,
): (text: string, fontSize: number) => number {
  const widths = new Map<string, number>();
  return (text, fontSize) => {
    const key = `${fontSize}\u0000${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      context.font = cssFont(fontSize, 1);
      width = context.measureText(text).width;
      // Typing an axis label measures every prefix once; a bound keeps the cache from growing without end.
      if (widths.size > 4096) widths.clear();
      widths.set(key, width);
    }
    return width;
  };
}

/**
 * Texts are drawn with fillText, so a label is only ever text (no markup is interpreted). Positions snap
 * to device pixels so glyphs are rasterized the same way in every frame of a pan.
 *
 * @param pixelRatio device pixels per CSS pixel of the target canvas
 */
export function paintLabels(
  context: CanvasRenderingContext2D,
  labels: readonly OverlayText[],
  pixelRatio: number,
  halo: { readonly color: string; readonly width: number },
): void {
  context.save();
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = halo.width * pixelRatio;
  context.strokeStyle = halo.color;
  let font = '';
  for (const label of labels) {
    const nextFont = cssFont(label.fontSize, pixelRatio);
    if (nextFont !== font) {
      context.font = nextFont;
      font = nextFont;
    }
    const x = Math.round(label.left * pixelRatio);
    const y = Math.round(label.centerY * pixelRatio);
    context.strokeText(label.text, x, y);
    context.fillStyle = label.color;
    context.fillText(label.text, x, y);
  }
  context.restore();
}
