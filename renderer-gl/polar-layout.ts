/**
 * The polar grid's parameters and its angle labels (the polarNumbers setting). Circles use the x-axis'
 * spacing (its major step and subdivisions); radial lines run every 15°, every second one (30°) major.
 * Radial lines start at the radius where neighbours are MIN_RADIAL_SPACING CSS pixels apart, so they do not
 * clot around the center. Angle labels sit where the 30° rays leave the picture, in radians ("π/6"), or in
 * degrees ("30°") in degree mode, as the angle unit of the expressions. The
 * labels of the four rays along the axes sit beside the axis rather than on it: the axis line through
 * "π" left of its halo reads as "−π".
 */
import { formatPiFraction } from './format-tick-label';
import { EDGE_PADDING, overlaps, VERTICAL_LABEL_GAP, type PlacedLabel } from './label-layout';
import type { GraphView } from './types';

export const RADIAL_ANGLE_STEP = Math.PI / 12;
/** Radial lines this many CSS px apart at their start: 12 px for minor lines, 6 px for major ones. */
const MIN_MINOR_RADIAL_SPACING = 12;
const MIN_MAJOR_RADIAL_SPACING = 6;
/** Angle labels closer than this to the origin (it sits near an edge) would crowd it: left out. */
const MIN_LABEL_RADIUS = 48;
const LABEL_ANGLES = 12;
/** CSS px between an axis line and the angle label beside it. */
const AXIS_LABEL_GAP = 3;

/** The left edge of a label right of a vertical line at x, or left of it when it would leave [0, right]. */
function besideVerticalLine(x: number, textWidth: number, right: number): number {
  return x + AXIS_LABEL_GAP + textWidth <= right ? x + AXIS_LABEL_GAP : x - AXIS_LABEL_GAP - textWidth;
}

/** The center of a label above a horizontal line at y, or below it when it would leave [top, …]. */
function besideHorizontalLine(y: number, fontSize: number, top: number): number {
  const above = y - AXIS_LABEL_GAP - fontSize / 2;
  return above - fontSize / 2 >= top ? above : y + AXIS_LABEL_GAP + fontSize / 2;
}

/** Radii (device px) where minor (15°) and major (30°) radial lines start. */
export function radialLineStarts(pixelRatio: number): { minor: number; major: number } {
  return {
    minor: (MIN_MINOR_RADIAL_SPACING * pixelRatio) / RADIAL_ANGLE_STEP,
    major: (MIN_MAJOR_RADIAL_SPACING * pixelRatio) / (2 * RADIAL_ANGLE_STEP),
  };
}

export function layoutPolarLabels(input: {
  readonly view: GraphView;
  readonly width: number;
  readonly height: number;
  readonly measureText: (text: string) => number;
  readonly fontSize: number;
  /** Labels already placed (tick numbers): an angle label touching one is left out. */
  readonly occupied: readonly PlacedLabel[];
  /** Degree mode labels the rays "30°", "60°", …; otherwise radians ("π/6"). */
  readonly degrees?: boolean;
}): PlacedLabel[] {
  const { view, width, height, fontSize } = input;
  const scaleX = width / (view.xmax - view.xmin);
  const scaleY = height / (view.ymax - view.ymin);
  const originX = -view.xmin * scaleX;
  const originY = view.ymax * scaleY;
  const accepted: PlacedLabel[] = [];
  for (let index = 0; index < LABEL_ANGLES; index++) {
    const angle = (index * 2 * Math.PI) / LABEL_ANGLES;
    const text = input.degrees
      ? `${(index * 360) / LABEL_ANGLES}°`
      : formatPiFraction(index, LABEL_ANGLES / 2);
    const textWidth = input.measureText(text);
    // The ray on screen (y down); unequal scales bend the angle, as they bend the radial lines.
    const rayX = Math.cos(angle) * scaleX;
    const rayY = -Math.sin(angle) * scaleY;
    const length = Math.hypot(rayX, rayY);
    const exit = rayExit(
      originX,
      originY,
      rayX / length,
      rayY / length,
      EDGE_PADDING + textWidth / 2,
      width - EDGE_PADDING - textWidth / 2,
      EDGE_PADDING + fontSize / 2,
      height - EDGE_PADDING - fontSize / 2,
    );
    if (exit === null || exit < MIN_LABEL_RADIUS) continue;
    const centerX = originX + (rayX / length) * exit;
    const centerY = originY + (rayY / length) * exit;
    const onAxis = index % (LABEL_ANGLES / 4) === 0;
    const horizontal = index % (LABEL_ANGLES / 2) === 0;
    const label: PlacedLabel = {
      text,
      left:
        onAxis && !horizontal
          ? besideVerticalLine(centerX, textWidth, width - EDGE_PADDING)
          : centerX - textWidth / 2,
      centerY: onAxis && horizontal ? besideHorizontalLine(centerY, fontSize, EDGE_PADDING) : centerY,
      width: textWidth,
      height: fontSize,
    };
    const blocked = [...input.occupied, ...accepted].some((other) =>
      overlaps(label, other, VERTICAL_LABEL_GAP),
    );
    if (!blocked) accepted.push(label);
  }
  return accepted;
}

/**
 * Distance along the ray from (x, y) in direction (dx, dy) to where it leaves the rectangle, or null when
 * the ray never runs inside it (slab method).
 */
export function rayExit(
  x: number,
  y: number,
  dx: number,
  dy: number,
  left: number,
  right: number,
  top: number,
  bottom: number,
): number | null {
  if (left > right || top > bottom) return null;
  let enter = -Infinity;
  let leave = Infinity;
  for (const [origin, direction, low, high] of [
    [x, dx, left, right],
    [y, dy, top, bottom],
  ]) {
    if (Math.abs(direction) < 1e-12) {
      if (origin < low || origin > high) return null;
      continue;
    }
    const first = (low - origin) / direction;
    const second = (high - origin) / direction;
    enter = Math.max(enter, Math.min(first, second));
    leave = Math.min(leave, Math.max(first, second));
  }
  if (leave < Math.max(enter, 0)) return null;
  return leave;
}
