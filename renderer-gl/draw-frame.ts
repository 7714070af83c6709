/**
 * One frame's GL passes, the same for the screen and for a screenshot framebuffer:
 * clear (white, alpha 0) → grid → axes → per curve: coverage into alpha, then color → alpha back to 1.
 * Returns what the label pass needs, so the labels always match the grid that was drawn.
 */
import type REGL from 'regl';
import { computeCameraOffset, computePixelScale } from './camera';
import type { AxisLinesProps } from './commands/axis-lines';
import type { CurveSegmentsProps } from './commands/curve-segments';
import type { FrameTargetProps } from './commands/frame-target';
import type { GridLinesProps } from './commands/grid-lines';
import type { UploadedCurve } from './curve-store';
import { layoutAxisGrid, type AxisGridLayout } from './grid-layout';
import {
  AXIS_COLOR,
  AXIS_LINE_WIDTH,
  BACKGROUND_COLOR,
  CURVE_LINE_WIDTH,
  gridLineDevicePixels,
  MAJOR_GRID_COLOR,
  MINOR_GRID_COLOR,
  toDevicePixels,
} from './graph-style';
import type { GraphView } from './types';

export interface FrameCommands {
  readonly target: REGL.DrawCommand<REGL.DefaultContext, FrameTargetProps>;
  readonly gridLines: REGL.DrawCommand<REGL.DefaultContext, GridLinesProps>;
  readonly axisLines: REGL.DrawCommand<REGL.DefaultContext, AxisLinesProps>;
  readonly curveCoverage: REGL.DrawCommand<REGL.DefaultContext, CurveSegmentsProps>;
  readonly curvePaint: REGL.DrawCommand<REGL.DefaultContext, CurveSegmentsProps>;
  readonly opaqueAlpha: REGL.DrawCommand<REGL.DefaultContext, Record<string, never>>;
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

export function drawFrame(
  regl: REGL.Regl,
  commands: FrameCommands,
  curves: readonly UploadedCurve[],
  frame: FrameSpecification,
): DrawnGrid {
  const { view, pixelWidth, pixelHeight, pixelRatio, framebuffer } = frame;
  const x = layoutAxisGrid(view.xmin, view.xmax, pixelWidth, pixelRatio);
  const y = layoutAxisGrid(view.ymin, view.ymax, pixelHeight, pixelRatio);
  const [red, green, blue] = BACKGROUND_COLOR;
  // Alpha 0: the curve passes keep per-curve coverage in the alpha channel (see curve-coverage.frag.glsl).
  regl.clear({ color: [red, green, blue, 0], framebuffer });

  commands.target({ framebuffer, width: pixelWidth, height: pixelHeight }, () => {
    const axisPosition: [number, number] = [x.axisPixels, y.axisPixels];
    commands.gridLines({
      majorPhase: [x.majorPhasePixels, y.majorPhasePixels],
      majorStep: [x.majorStepPixels, y.majorStepPixels],
      subdivisions: [x.spacing.minorSubdivisions, y.spacing.minorSubdivisions],
      axisPosition,
      minorOpacity: [x.minorOpacity, y.minorOpacity],
      lineWidth: gridLineDevicePixels(pixelRatio),
      minorColor: MINOR_GRID_COLOR,
      majorColor: MAJOR_GRID_COLOR,
    });
    commands.axisLines({
      axisPosition,
      lineWidth: toDevicePixels(AXIS_LINE_WIDTH, pixelRatio),
      color: AXIS_COLOR,
    });

    const scale = computePixelScale(view, pixelWidth, pixelHeight);
    const pixelScale: [number, number] = [scale.x, scale.y];
    const viewportSize: [number, number] = [pixelWidth, pixelHeight];
    const halfWidth = toDevicePixels(CURVE_LINE_WIDTH, pixelRatio) / 2;
    for (const curve of curves) {
      const props: CurveSegmentsProps = {
        buffer: curve.buffer,
        vertexCount: curve.vertexCount,
        cameraOffset: computeCameraOffset(curve.originX, curve.originY, view),
        pixelScale,
        viewportSize,
        halfWidth,
        color: curve.color,
        opacity: curve.opacity,
      };
      commands.curveCoverage(props);
      commands.curvePaint(props);
    }
    commands.opaqueAlpha();
  });
  return { x, y };
}
