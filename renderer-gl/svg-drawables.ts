/**
 * Fills, curves and points of an SVG screenshot, from the same data the GL passes draw: curves as paths
 * through their polylines (one path per curve, so a translucent curve is shaded once where it overlaps
 * itself, as the coverage pass does), fills as one path of triangles, points as circles and crosses.
 */
import { formatCssColor } from './color';
import type { UploadedCurve } from './curve-store';
import { dashPattern } from './curve-geometry';
import type { UploadedFill } from './fill-store';
import { themeColor, type GraphTheme } from './graph-style';
import type { UploadedPointSet } from './point-store';
import type { SvgParts } from './svg-parts';
import { formatCoordinate as number, writePolylinePath, type ClipRectangle } from './svg-path';
import type { GraphView } from './types';

/** The same widths as draw-frame.ts' OPEN ring and CROSS bars. */
const OPEN_RING_WIDTH = 2;
const CROSS_BAR_WIDTH = 2.5;

export interface SvgProjection {
  readonly view: GraphView;
  readonly scaleX: number;
  readonly scaleY: number;
  /** The picture plus a margin: what is outside cannot show. */
  readonly clip: ClipRectangle;
}

function paint(theme: GraphTheme, color: readonly number[]): { color: string; opacity: number } {
  const [red, green, blue, alpha] = themeColor(theme, color);
  return { color: formatCssColor([red, green, blue, 1]), opacity: alpha };
}

export function opacityAttribute(name: string, opacity: number): string {
  return opacity < 1 ? ` ${name}="${number(opacity)}"` : '';
}

/** Without kept parts every part is written. */
const WRITE_ALL: SvgParts = {
  markup: (_key, _scalars, _vertices, write) => write(),
  endPicture: () => undefined,
};

export function writeSvgFills(
  fills: readonly UploadedFill[],
  projection: SvgProjection,
  theme: GraphTheme,
  parts: SvgParts = WRITE_ALL,
): string {
  const { view, scaleX, scaleY } = projection;
  return fills
    .map((fill) =>
      parts.markup(
        `fill ${fill.id}`,
        [
          fill.originX,
          fill.originY,
          fill.vertexCount,
          ...fill.color,
          view.xmin,
          view.ymax,
          scaleX,
          scaleY,
          theme,
        ],
        fill.source.triangles,
        () => writeFill(fill, projection, theme),
      ),
    )
    .join('');
}

function writeFill(fill: UploadedFill, { view, scaleX, scaleY }: SvgProjection, theme: GraphTheme): string {
  const offsetX = fill.originX - view.xmin;
  const offsetY = view.ymax - fill.originY;
  const triangles = fill.source.triangles;
  let path = '';
  const point = (x: number, y: number) => `${number(x)} ${number(y)}`;
  for (let base = 0; base + 5 < fill.vertexCount * 2; base += 6) {
    const ax = (offsetX + triangles[base]) * scaleX;
    const ay = (offsetY - triangles[base + 1]) * scaleY;
    const bx = (offsetX + triangles[base + 2]) * scaleX;
    const by = (offsetY - triangles[base + 3]) * scaleY;
    const cx = (offsetX + triangles[base + 4]) * scaleX;
    const cy = (offsetY - triangles[base + 5]) * scaleY;
    if (![ax, ay, bx, by, cx, cy].every(Number.isFinite)) continue;
    // One winding for all triangles: with the nonzero rule, overlapping triangles of opposite
    // windings would cancel into a hole.
    const area = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay);
    path +=
      area < 0
        ? `M${point(ax, ay)}L${point(cx, cy)}L${point(bx, by)}Z`
        : `M${point(ax, ay)}L${point(bx, by)}L${point(cx, cy)}Z`;
  }
  const { color, opacity } = paint(theme, fill.color);
  return path ? `<path fill="${color}"${opacityAttribute('fill-opacity', opacity)} d="${path}"/>` : '';
}

export function writeSvgCurves(
  curves: readonly UploadedCurve[],
  projection: SvgProjection,
  theme: GraphTheme,
  parts: SvgParts = WRITE_ALL,
): string {
  const { view, scaleX, scaleY, clip } = projection;
  return curves
    .map((curve) =>
      parts.markup(
        `curve ${curve.id}`,
        [
          curve.originX,
          curve.originY,
          ...curve.color,
          curve.lineWidth,
          curve.lineStyle,
          view.xmin,
          view.ymax,
          scaleX,
          scaleY,
          clip.left,
          clip.top,
          clip.right,
          clip.bottom,
          theme,
        ],
        curve.source.polyline,
        () => writeCurve(curve, projection, theme),
      ),
    )
    .join('');
}

function writeCurve(curve: UploadedCurve, projection: SvgProjection, theme: GraphTheme): string {
  const { view, scaleX, scaleY, clip } = projection;
  const polyline = curve.source.polyline;
  const offsetX = curve.originX - view.xmin;
  const offsetY = view.ymax - curve.originY;
  const path = writePolylinePath(
    Math.floor(polyline.length / 2),
    (index) => (offsetX + polyline[2 * index]) * scaleX,
    (index) => (offsetY - polyline[2 * index + 1]) * scaleY,
    clip,
  );
  if (!path) return '';
  const width = curve.lineWidth * theme.lineScale;
  const dash = dashPattern(curve.lineStyle, width);
  const dashArray = dash ? ` stroke-dasharray="${number(dash.core)} ${number(dash.period - dash.core)}"` : '';
  const { color, opacity } = paint(theme, curve.color);
  return (
    `<path fill="none" stroke="${color}"${opacityAttribute('stroke-opacity', opacity)} stroke-width="${number(width)}"` +
    ` stroke-linecap="round" stroke-linejoin="round"${dashArray} d="${path}"/>`
  );
}

export function writeSvgPoints(
  pointSets: readonly UploadedPointSet[],
  projection: SvgProjection,
  theme: GraphTheme,
): string {
  const { view, scaleX, scaleY, clip } = projection;
  const background = formatCssColor(theme.background);
  return pointSets
    .map((set) => {
      const { color, opacity } = paint(theme, set.color);
      const radius = (set.size * theme.lineScale) / 2;
      const positions = set.source.positions;
      const markers: string[] = [];
      for (let index = 0; index + 1 < positions.length; index += 2) {
        const x = (set.originX - view.xmin + positions[index]) * scaleX;
        const y = (view.ymax - set.originY - positions[index + 1]) * scaleY;
        if (!(x >= clip.left && x <= clip.right && y >= clip.top && y <= clip.bottom)) continue;
        markers.push(
          writeMarker(set.style, number(x), number(y), x, y, radius, theme.lineScale, color, background),
        );
      }
      if (markers.length === 0) return '';
      return `<g${opacityAttribute('opacity', opacity)}>${markers.join('')}</g>`;
    })
    .join('');
}

function writeMarker(
  style: UploadedPointSet['style'],
  xText: string,
  yText: string,
  x: number,
  y: number,
  radius: number,
  lineScale: number,
  color: string,
  background: string,
): string {
  if (style === 'POINT') return `<circle cx="${xText}" cy="${yText}" r="${number(radius)}" fill="${color}"/>`;
  if (style === 'OPEN') {
    const ring = OPEN_RING_WIDTH * lineScale;
    return (
      `<circle cx="${xText}" cy="${yText}" r="${number(radius - ring / 2)}" fill="${background}"` +
      ` stroke="${color}" stroke-width="${number(ring)}"/>`
    );
  }
  const bar = CROSS_BAR_WIDTH * lineScale;
  const reach = (radius - bar / 2) * Math.SQRT1_2;
  const corner = (signX: number, signY: number) =>
    `${number(x + signX * reach)} ${number(y + signY * reach)}`;
  return (
    `<path stroke="${color}" stroke-width="${number(bar)}" stroke-linecap="round"` +
    ` d="M${corner(-1, -1)}L${corner(1, 1)}M${corner(-1, 1)}L${corner(1, -1)}"/>`
  );
}
