/**
 * The fixed viewport every workload uses: 1000 × 700 CSS px showing x in [-10, 10] and y in [-7, 7]
 * (50 px per unit on both axes, the calculator's default view for this size), and the one pixel frame
 * all fidelity figures are measured in: x to the right, y down, (0, 0) at the top left of the view.
 */
export interface View {
  readonly xmin: number;
  readonly xmax: number;
  readonly ymin: number;
  readonly ymax: number;
  readonly widthPixels: number;
  readonly heightPixels: number;
}

export const VIEW: View = { xmin: -10, xmax: 10, ymin: -7, ymax: 7, widthPixels: 1000, heightPixels: 700 };

/** The view after a pan of 2.5 units right and 1 up, for the re-sampling workloads. */
export const PANNED_VIEW: View = { ...VIEW, xmin: -7.5, xmax: 12.5, ymin: -6, ymax: 8 };

export function pixelX(view: View, x: number): number {
  return ((x - view.xmin) / (view.xmax - view.xmin)) * view.widthPixels;
}

export function pixelY(view: View, y: number): number {
  return ((view.ymax - y) / (view.ymax - view.ymin)) * view.heightPixels;
}

export function mathX(view: View, px: number): number {
  return view.xmin + (px / view.widthPixels) * (view.xmax - view.xmin);
}

export function mathY(view: View, py: number): number {
  return view.ymax - (py / view.heightPixels) * (view.ymax - view.ymin);
}
