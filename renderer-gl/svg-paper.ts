/**
 * The graph paper of an SVG screenshot: grid lines (or the polar grid), axes and arrowheads, placed exactly
 * as the GL passes place them (the same grid layout, computed at one device pixel per CSS pixel).
 */
import { arrowheadCorners, computeAxisArrows, snappedLineCenter } from './axis-arrows';
import type { DrawnGrid } from './draw-frame';
import type { GraphTheme } from './graph-style';
import { RADIAL_ANGLE_STEP, radialLineStarts } from './polar-layout';
import { formatCoordinate as number } from './svg-path';
import type { GraphView, RendererSettings } from './types';

/** More lines than this would only gray the picture (and bloat the file): the rest are left out. */
const MAX_LINES = 4000;

export function writeSvgPaper(
  view: GraphView,
  width: number,
  height: number,
  grid: DrawnGrid,
  settings: RendererSettings,
  theme: GraphTheme,
): { grid: string; axes: string } {
  const axisX = settings.showYAxis ? grid.x.axisPixels : null;
  const axisY = settings.showXAxis ? grid.y.axisPixels : null;
  let gridMarkup = '';
  if (settings.showGrid) {
    gridMarkup = settings.polarMode
      ? writePolarGrid(view, width, height, grid, theme)
      : writeCartesianGrid(width, height, grid, theme, axisX, axisY);
  }
  return { grid: gridMarkup, axes: writeAxes(width, height, theme, settings, axisX, axisY) };
}

function writeCartesianGrid(
  width: number,
  height: number,
  { x, y }: DrawnGrid,
  theme: GraphTheme,
  axisX: number | null,
  axisY: number | null,
): string {
  const lineWidth = Math.max(1, Math.round(theme.gridLineWidth));
  const minor: string[] = [];
  const major: string[] = [];
  const collect = (layout: DrawnGrid['x'], length: number, axis: number | null, vertical: boolean) => {
    const subdivisions = layout.spacing.minorSubdivisions;
    const step = layout.majorStepPixels / subdivisions;
    for (let index = 0; index <= MAX_LINES; index++) {
      const position = layout.majorPhasePixels + index * step;
      if (position > length + lineWidth) break;
      if (axis !== null && Math.abs(position - axis) < 0.5) continue;
      const center = snappedLineCenter(position, lineWidth);
      const line = vertical
        ? `M${number(center)} 0V${number(height)}`
        : `M0 ${number(height - center)}H${number(width)}`;
      (index % subdivisions === 0 ? major : minor).push(line);
    }
  };
  collect(x, width, axisX, true);
  collect(y, height, axisY, false);
  const minorOpacity = Math.min(x.minorOpacity, y.minorOpacity);
  return (
    `<g fill="none" stroke-width="${lineWidth}">` +
    (minor.length && minorOpacity > 0
      ? `<path stroke="${theme.minorGridCss}" stroke-opacity="${number(minorOpacity)}" d="${minor.join('')}"/>`
      : '') +
    (major.length ? `<path stroke="${theme.majorGridCss}" d="${major.join('')}"/>` : '') +
    '</g>'
  );
}

function writePolarGrid(
  view: GraphView,
  width: number,
  height: number,
  { x }: DrawnGrid,
  theme: GraphTheme,
): string {
  const lineWidth = Math.max(1, Math.round(theme.gridLineWidth));
  const scaleX = width / (view.xmax - view.xmin);
  const scaleY = height / (view.ymax - view.ymin);
  const originX = -view.xmin * scaleX;
  const originY = view.ymax * scaleY;
  // Circles that cross the picture: radii between the nearest and farthest point of the view (math units).
  const nearestX = Math.max(view.xmin, Math.min(0, view.xmax));
  const nearestY = Math.max(view.ymin, Math.min(0, view.ymax));
  const nearest = Math.hypot(nearestX, nearestY);
  const farthest = Math.hypot(Math.max(-view.xmin, view.xmax), Math.max(-view.ymin, view.ymax));
  const subdivisions = x.spacing.minorSubdivisions;
  const step = x.spacing.majorStep / subdivisions;
  const minor: string[] = [];
  const major: string[] = [];
  const first = Math.max(1, Math.floor(nearest / step));
  const last = Math.min(Math.ceil(farthest / step), first + MAX_LINES);
  for (let index = first; index <= last; index++) {
    const ellipse = `<ellipse cx="${number(originX)}" cy="${number(originY)}" rx="${number(index * step * scaleX)}" ry="${number(index * step * scaleY)}"/>`;
    (index % subdivisions === 0 ? major : minor).push(ellipse);
  }
  const starts = radialLineStarts(1);
  const reach =
    Math.hypot(Math.max(originX, width - originX), Math.max(originY, height - originY)) + lineWidth;
  const radialMinor: string[] = [];
  const radialMajor: string[] = [];
  for (let index = 0; index < (2 * Math.PI) / RADIAL_ANGLE_STEP; index++) {
    const angle = index * RADIAL_ANGLE_STEP;
    const directionX = Math.cos(angle) * scaleX;
    const directionY = -Math.sin(angle) * scaleY;
    const length = Math.hypot(directionX, directionY);
    const isMajor = index % 2 === 0;
    const start = isMajor ? starts.major : starts.minor;
    if (start >= reach) continue;
    const point = (distance: number) =>
      `${number(originX + (directionX / length) * distance)} ${number(originY + (directionY / length) * distance)}`;
    (isMajor ? radialMajor : radialMinor).push(`M${point(start)}L${point(reach)}`);
  }
  return (
    `<g fill="none" stroke-width="${lineWidth}">` +
    `<g stroke="${theme.minorGridCss}"><g stroke-opacity="${number(x.minorOpacity)}">${minor.join('')}</g>` +
    (radialMinor.length ? `<path d="${radialMinor.join('')}"/>` : '') +
    `</g><g stroke="${theme.majorGridCss}">${major.join('')}<path d="${radialMajor.join('')}"/></g></g>`
  );
}

function writeAxes(
  width: number,
  height: number,
  theme: GraphTheme,
  settings: RendererSettings,
  axisX: number | null,
  axisY: number | null,
): string {
  const lineWidth = Math.max(1, theme.axisLineWidth);
  const xCenter = axisY === null ? null : snappedLineCenter(axisY, lineWidth);
  const yCenter = axisX === null ? null : snappedLineCenter(axisX, lineWidth);
  const lines: string[] = [];
  if (xCenter !== null && xCenter >= -lineWidth && xCenter <= height + lineWidth) {
    lines.push(`M0 ${number(height - xCenter)}H${number(width)}`);
  }
  if (yCenter !== null && yCenter >= -lineWidth && yCenter <= width + lineWidth) {
    lines.push(`M${number(yCenter)} 0V${number(height)}`);
  }
  const arrows = computeAxisArrows({
    width,
    height,
    xAxisCenter: xCenter,
    yAxisCenter: yCenter,
    xMode: settings.xAxisArrowMode,
    yMode: settings.yAxisArrowMode,
    inset: 1,
  });
  const heads = [arrows.right, arrows.left, arrows.top, arrows.bottom]
    .filter((arrow) => arrow !== null)
    .map((arrow) => {
      const corners = arrowheadCorners(arrow, theme.arrowLength, theme.arrowHalfWidth);
      return `M${corners.map(([cornerX, cornerY]) => `${number(cornerX)} ${number(height - cornerY)}`).join('L')}Z`;
    });
  if (lines.length === 0) return '';
  return (
    `<path fill="none" stroke="${theme.axisCss}" stroke-width="${number(lineWidth)}" d="${lines.join('')}"/>` +
    (heads.length ? `<path fill="${theme.axisCss}" d="${heads.join('')}"/>` : '')
  );
}
