/**
 * One frame's GL passes, the same for the screen and for a screenshot framebuffer, in Desmos' order:
 * clear (background, alpha 1, depth 1) → grid (cartesian or polar) → fills → axes and arrowheads → curves
 * → points. Fills and curves (solid in batches, dashed and dotted one by one) take one pass each, blended
 * "over" once per pixel by the depth test (each a layer of its own depth, later layers nearer:
 * curve-solid.frag.glsl). No pass keeps anything in the alpha channel, so frames are opaque throughout.
 * Returns the grid that was drawn, so the labels always match it.
 */
import type REGL from 'regl';
import { computeAxisArrows, snappedLineCenter, type Arrowhead } from './axis-arrows';
import { computeCameraOffset, computePixelScale, positiveModulo } from './camera';
import { premultiply } from './color';
import type { CurveSolidProps } from './commands/curve-solid';
import type { AxisLinesProps } from './commands/axis-lines';
import type { CurveDashedProps } from './commands/curve-dashed';
import type { FillPassProps } from './commands/fill-passes';
import type { FrameTargetProps } from './commands/frame-target';
import type { GridLinesProps } from './commands/grid-lines';
import type { ImageQuadProps } from './commands/image-quad';
import type { PointMarkersProps } from './commands/point-markers';
import type { PolarGridProps } from './commands/polar-grid';
import { dashPattern, QUADS_PER_DRAW } from './curve-geometry';
import { clampOpacity, CURVES_PER_BATCH, type CurveDraw, type UploadedCurve } from './curve-store';
import type { UploadedFill } from './fill-store';
import type { UploadedImage } from './image-store';
import { layoutAxisGrid, type AxisGridLayout } from './grid-layout';
import { bandRectangles, bandStrips, gridLineBands, lineBand, lineEdgeTolerance } from './pixel-bands';
import { gridLineDevicePixels, themeColor, toDevicePixels, type GraphTheme } from './graph-style';
import type { UploadedPointSet } from './point-store';
import { RADIAL_ANGLE_STEP, radialLineStarts } from './polar-layout';
import type { GraphView, PointStyle, RendererSettings } from './types';

type Command<Props extends object> = REGL.DrawCommand<REGL.DefaultContext, Props>;

export interface FrameCommands {
  readonly target: Command<FrameTargetProps>;
  readonly gridLines: Command<GridLinesProps>;
  /** Per-frame geometry of the line passes (pixel-bands.ts). */
  readonly gridRectangles: REGL.Buffer;
  readonly axisRectangles: REGL.Buffer;
  readonly polarGrid: Command<PolarGridProps>;
  readonly axisLines: Command<AxisLinesProps>;
  readonly curveDashed: Command<CurveDashedProps>;
  readonly curveSolid: Command<CurveSolidProps>;
  readonly fill: Command<FillPassProps>;
  readonly imageQuad: Command<ImageQuadProps>;
  readonly pointMarkers: Command<PointMarkersProps>;
  readonly quadIndices: REGL.Elements;
  /** Creates the commands of an ordinary frame (grid, axes, solid curves) before their first use. */
  readonly prepareCommon: () => void;
}

export interface FrameScene {
  readonly curves: readonly UploadedCurve[];
  /** The curves as drawn: batches of solid curves and single dashed or dotted ones (curve-store.ts). */
  readonly curveDraws: readonly CurveDraw[];
  readonly pointSets: readonly UploadedPointSet[];
  readonly fills: readonly UploadedFill[];
  /** Images: those not in the foreground right above the grid, the others above the curves. */
  readonly images: readonly UploadedImage[];
  readonly settings: RendererSettings;
  readonly theme: GraphTheme;
}

export interface FrameSpecification {
  readonly framebuffer: REGL.Framebuffer2D | null;
  /** Size of the target in device pixels. */
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  /** Device pixels per CSS pixel. */
  readonly pixelRatio: number;
  readonly view: GraphView;
}

export interface DrawnGrid {
  readonly x: AxisGridLayout;
  readonly y: AxisGridLayout;
}

/** Where a hidden axis is moved: far outside any buffer, still exact in a float32 uniform. */
const HIDDEN_AXIS = -1e7;
const POINT_STYLE_CODE: Record<PointStyle, number> = { POINT: 0, OPEN: 1, CROSS: 2 };
/** OPEN's ring and CROSS' bars, CSS pixels (before projector scaling). */
const OPEN_RING_WIDTH = 2;
const CROSS_BAR_WIDTH = 2.5;
/**
 * Clip-space depth step between layers: 2⁻¹³ is 4 levels of a 16-bit depth buffer (the least WebGL
 * promises), enough for 16,383 layers; beyond that the last ones share the nearest depth.
 */
const LAYER_DEPTH_STEP = 2 ** -13;
const MAX_LAYERS = 2 ** 14 - 1;
/**
 * Window-space span of a solid curve's coverage levels (curve-solid.frag.glsl): a quarter of its layer's
 * 2⁻¹⁴, so the levels stay inside the layer; 16 levels 2⁻²⁰ apart need the 24-bit depth buffers the screen
 * and screenshots get (with 16 bits they merge, and the first fragment of a curve claims a pixel).
 */
const COVERAGE_DEPTH_SPAN = LAYER_DEPTH_STEP / 8;

/** Clip-space depth of the layer drawn `index`-th (0 first, farthest): each later layer is nearer. */
export function layerDepth(index: number): number {
  return 1 - (Math.min(index, MAX_LAYERS - 1) + 1) * LAYER_DEPTH_STEP;
}

export function layoutFrameGrid(frame: FrameSpecification, settings: RendererSettings): DrawnGrid {
  const { view, pixelWidth, pixelHeight, pixelRatio } = frame;
  return {
    x: layoutAxisGrid(
      view.xmin,
      view.xmax,
      pixelWidth,
      pixelRatio,
      settings.xAxisStep,
      settings.xAxisMinorSubdivisions,
    ),
    y: layoutAxisGrid(
      view.ymin,
      view.ymax,
      pixelHeight,
      pixelRatio,
      settings.yAxisStep,
      settings.yAxisMinorSubdivisions,
    ),
  };
}

export function drawFrame(
  regl: REGL.Regl,
  commands: FrameCommands,
  scene: FrameScene,
  frame: FrameSpecification,
): DrawnGrid {
  const { view, pixelWidth, pixelHeight, pixelRatio, framebuffer } = frame;
  const { settings, theme } = scene;
  const grid = layoutFrameGrid(frame, settings);
  const { x, y } = grid;
  const [red, green, blue] = theme.background;
  regl.clear({ color: [red, green, blue, 1], depth: 1, framebuffer });
  let layer = 0;

  const scale = computePixelScale(view, pixelWidth, pixelHeight);
  const pixelScale: [number, number] = [scale.x, scale.y];
  const viewportSize: [number, number] = [pixelWidth, pixelHeight];
  const axisPosition: [number, number] = [
    settings.showYAxis ? x.axisPixels : HIDDEN_AXIS,
    settings.showXAxis ? y.axisPixels : HIDDEN_AXIS,
  ];

  // The line passes' bands: how near a line edge may lie to a pixel boundary and still snap either way.
  const tolerance = lineEdgeTolerance(hasHighpFragments(regl));

  commands.target({ framebuffer, width: pixelWidth, height: pixelHeight }, () => {
    if (settings.showGrid) drawGrid(commands, grid, scene, frame, pixelScale, axisPosition, tolerance);
    const images = scene.images;
    drawImages(commands, images, false, view, pixelScale, viewportSize);

    for (const fill of scene.fills) {
      commands.fill({
        buffer: fill.buffer,
        vertexCount: fill.vertexCount,
        cameraOffset: computeCameraOffset(fill.originX, fill.originY, view),
        pixelScale,
        viewportSize,
        premultipliedColor: premultiply(themeColor(theme, fill.color)),
        depth: layerDepth(layer++),
      });
    }

    if (settings.showXAxis || settings.showYAxis) {
      const lineWidth = toDevicePixels(theme.axisLineWidth, pixelRatio);
      const arrows = computeAxisArrows({
        width: pixelWidth,
        height: pixelHeight,
        xAxisCenter: settings.showXAxis ? snappedLineCenter(y.axisPixels, lineWidth) : null,
        yAxisCenter: settings.showYAxis ? snappedLineCenter(x.axisPixels, lineWidth) : null,
        xMode: settings.xAxisArrowMode,
        yMode: settings.yAxisArrowMode,
        inset: pixelRatio,
      });
      // Arrowheads sit on their axis and reach arrowHalfWidth across it, plus a pixel of ramp; an axis
      // without arrowheads needs only its line's pixels.
      const reach = Math.ceil(theme.arrowHalfWidth * pixelRatio) + 1;
      const xReach = arrows.right || arrows.left ? reach : 0;
      const yReach = arrows.top || arrows.bottom ? reach : 0;
      const rectangles = bandRectangles(
        [lineBand(axisPosition[1], lineWidth, xReach, tolerance)],
        [lineBand(axisPosition[0], lineWidth, yReach, tolerance)],
        pixelWidth,
        pixelHeight,
      );
      commands.axisRectangles({ data: rectangles, usage: 'dynamic' });
      commands.axisLines({
        rectangles: commands.axisRectangles,
        vertexCount: rectangles.length / 2,
        viewportSize,
        axisPosition,
        lineWidth,
        color: theme.axisColor,
        arrowRight: toUniform(arrows.right),
        arrowLeft: toUniform(arrows.left),
        arrowTop: toUniform(arrows.top),
        arrowBottom: toUniform(arrows.bottom),
        arrowLength: theme.arrowLength * pixelRatio,
        arrowHalfWidth: theme.arrowHalfWidth * pixelRatio,
      });
    }

    for (const draw of scene.curveDraws) {
      if (draw.kind === 'batch') {
        // Per slot: placement (camera offset, half width, depth) and color; unused slots stay zero.
        const curveData: number[][] = Array.from({ length: 2 * CURVES_PER_BATCH }, () => [0, 0, 0, 0]);
        draw.curves.forEach((curve, slot) => {
          const [offsetX, offsetY] = computeCameraOffset(curve.originX, curve.originY, view);
          const width = toDevicePixels(curve.lineWidth * theme.lineScale, pixelRatio);
          curveData[2 * slot] = [offsetX, offsetY, width / 2, layerDepth(layer++)];
          curveData[2 * slot + 1] = premultiply(themeColor(theme, curve.color));
        });
        const base = {
          buffer: draw.buffer,
          slotBuffer: draw.slotBuffer,
          elements: commands.quadIndices,
          pixelScale,
          viewportSize,
          curveData,
          depthSpan: COVERAGE_DEPTH_SPAN,
        };
        commands.curveSolid(splitIntoDraws(draw.quadCount).map((part) => ({ ...base, ...part })));
        continue;
      }
      const { curve } = draw;
      const width = toDevicePixels(curve.lineWidth * theme.lineScale, pixelRatio);
      // Single draws are dashed or dotted (curve-store.ts).
      const dash = dashPattern(curve.lineStyle, width) ?? { core: 0, period: 1 };
      const base = {
        buffer: draw.buffer,
        elements: commands.quadIndices,
        cameraOffset: computeCameraOffset(curve.originX, curve.originY, view),
        pixelScale,
        viewportSize,
        halfWidth: width / 2,
        color: premultiply(themeColor(theme, curve.color)),
        layerDepth: layerDepth(layer++),
        depthSpan: COVERAGE_DEPTH_SPAN,
        dashCore: dash.core,
        dashPeriod: dash.period,
        // The pattern is anchored at math x = 0, in float64, so dashes stay put while panning.
        dashPhase: positiveModulo(curve.originX * scale.x, dash.period),
      };
      commands.curveDashed(splitIntoDraws(curve.quadCount).map((part) => ({ ...base, ...part })));
    }

    drawImages(commands, images, true, view, pixelScale, viewportSize);

    const background = premultiply(theme.background);
    for (const set of scene.pointSets) {
      const radius = (set.size * theme.lineScale * pixelRatio) / 2;
      const strokeWidth =
        (set.style === 'OPEN' ? OPEN_RING_WIDTH : CROSS_BAR_WIDTH) * theme.lineScale * pixelRatio;
      const base = {
        buffer: set.buffer,
        elements: commands.quadIndices,
        cameraOffset: computeCameraOffset(set.originX, set.originY, view),
        pixelScale,
        viewportSize,
        style: POINT_STYLE_CODE[set.style],
        radius,
        strokeWidth,
        color: premultiply(themeColor(theme, set.color)),
        background,
      };
      commands.pointMarkers(splitIntoDraws(set.pointCount).map((part) => ({ ...base, ...part })));
    }
  });
  return grid;
}

function drawGrid(
  commands: FrameCommands,
  { x, y }: DrawnGrid,
  { settings, theme }: FrameScene,
  { pixelRatio, pixelWidth, pixelHeight }: FrameSpecification,
  pixelScale: [number, number],
  axisPosition: [number, number],
  edgeTolerance: number,
): void {
  const lineWidth = gridLineDevicePixels(theme.gridLineWidth, pixelRatio);
  if (settings.polarMode) {
    const starts = radialLineStarts(pixelRatio);
    commands.polarGrid({
      origin: [x.axisPixels, y.axisPixels],
      pixelScale,
      circleStep: x.spacing.majorStep / x.spacing.minorSubdivisions,
      subdivisions: x.spacing.minorSubdivisions,
      minorOpacity: x.minorOpacity,
      angleStep: RADIAL_ANGLE_STEP,
      majorRadialStart: starts.major,
      minorRadialStart: starts.minor,
      lineWidth,
      minorColor: theme.minorGridColor,
      majorColor: theme.majorGridColor,
    });
    return;
  }
  const minorStep = (axis: DrawnGrid['x']) => axis.majorStepPixels / axis.spacing.minorSubdivisions;
  const rectangles = bandStrips(
    gridLineBands(y.majorPhasePixels, minorStep(y), lineWidth, pixelHeight, edgeTolerance),
    gridLineBands(x.majorPhasePixels, minorStep(x), lineWidth, pixelWidth, edgeTolerance),
    pixelWidth,
    pixelHeight,
  );
  commands.gridRectangles({ data: rectangles, usage: 'dynamic' });
  commands.gridLines({
    rectangles: commands.gridRectangles,
    vertexCount: rectangles.length / 2,
    viewportSize: [pixelWidth, pixelHeight],
    majorPhase: [x.majorPhasePixels, y.majorPhasePixels],
    majorStep: [x.majorStepPixels, y.majorStepPixels],
    subdivisions: [x.spacing.minorSubdivisions, y.spacing.minorSubdivisions],
    axisPosition,
    minorOpacity: [x.minorOpacity, y.minorOpacity],
    lineWidth,
    minorColor: theme.minorGridColor,
    majorColor: theme.majorGridColor,
  });
}

const highpFragments = new WeakMap<REGL.Regl, boolean>();

/** Whether fragment shaders get highp floats (asked once per context; the browser knows it already). */
function hasHighpFragments(regl: REGL.Regl): boolean {
  let known = highpFragments.get(regl);
  if (known === undefined) {
    const gl = regl._gl;
    const format = gl.getShaderPrecisionFormat(gl.FRAGMENT_SHADER, gl.HIGH_FLOAT);
    known = (format?.precision ?? 0) >= 23;
    highpFragments.set(regl, known);
  }
  return known;
}

function drawImages(
  commands: FrameCommands,
  images: readonly UploadedImage[],
  foreground: boolean,
  view: GraphView,
  pixelScale: [number, number],
  viewportSize: [number, number],
): void {
  for (const { source, texture } of images) {
    if ((source.foreground === true) !== foreground) continue;
    const angle = source.angle ?? 0;
    commands.imageQuad({
      texture,
      cameraOffset: computeCameraOffset(source.centerX, source.centerY, view),
      halfSize: [source.width / 2, source.height / 2],
      rotation: [Math.cos(angle), Math.sin(angle)],
      pixelScale,
      viewportSize,
      opacity: clampOpacity(source.opacity),
    });
  }
}

/** Quads in draws of at most QUADS_PER_DRAW (the reach of 16-bit indices). */
export function splitIntoDraws(quadCount: number): { firstQuad: number; quadCount: number }[] {
  const draws: { firstQuad: number; quadCount: number }[] = [];
  for (let firstQuad = 0; firstQuad < quadCount; firstQuad += QUADS_PER_DRAW) {
    draws.push({ firstQuad, quadCount: Math.min(QUADS_PER_DRAW, quadCount - firstQuad) });
  }
  return draws;
}

function toUniform(arrow: Arrowhead | null): [number, number, number, number] {
  return arrow ? [arrow.tipX, arrow.tipY, arrow.directionX, arrow.directionY] : [0, 0, 0, 0];
}
