/** Our sampled curves (float32 offsets from a float64 origin, NaN pairs as breaks) in the view's pixel frame. */
import type { ExplicitCurve } from '../../engine-wasm/index';
import { runsFromPairs, type DrawnGeometry } from './fidelity/drawn-geometry';
import { pixelX, pixelY, type View } from './view';

export function geometryOfCurve(
  curve: Pick<ExplicitCurve, 'originX' | 'originY' | 'polyline'>,
  view: View,
): DrawnGeometry {
  const pairs = new Float64Array(curve.polyline.length);
  for (let index = 0; index + 1 < curve.polyline.length; index += 2) {
    pairs[index] = pixelX(view, curve.originX + curve.polyline[index]);
    pairs[index + 1] = pixelY(view, curve.originY + curve.polyline[index + 1]);
  }
  return { runs: runsFromPairs(pairs), boxes: new Float64Array(0) };
}
