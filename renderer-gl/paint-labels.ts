/** Draws placed tick labels on a 2D canvas (the screen's overlay, or a screenshot's canvas). */
import { LABEL_COLOR, LABEL_HALO_COLOR, LABEL_HALO_WIDTH, labelFont } from './graph-style';
import type { PlacedLabel } from './label-layout';

/** Text widths in CSS pixels, measured with the label font at ratio 1. */
export function createTextMeasurer(context: CanvasRenderingContext2D): (text: string) => number {
  return (text) => {
    context.font = labelFont(1);
    return context.measureText(text).width;
  };
}

/**
 * @param pixelRatio device pixels per CSS pixel of the target canvas; positions snap to device pixels so
 * glyphs are rasterized the same way in every frame of a pan.
 */
export function paintLabels(
  context: CanvasRenderingContext2D,
  labels: readonly PlacedLabel[],
  pixelRatio: number,
): void {
  context.save();
  context.font = labelFont(pixelRatio);
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = LABEL_HALO_WIDTH * pixelRatio;
  context.strokeStyle = LABEL_HALO_COLOR;
  context.fillStyle = LABEL_COLOR;
  for (const label of labels) {
    const x = Math.round(label.left * pixelRatio);
    const y = Math.round(label.centerY * pixelRatio);
    context.strokeText(label.text, x, y);
    context.fillText(label.text, x, y);
  }
  context.restore();
}
