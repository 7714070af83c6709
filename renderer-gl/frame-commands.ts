/** Every regl command of a frame, created once per renderer (shaders compile here). */
import type REGL from 'regl';
import { createAxisLinesCommand } from './commands/axis-lines';
import { createCurveCoverageCommand } from './commands/curve-coverage';
import { createCurvePaintCommand } from './commands/curve-paint';
import { createCurveSolidCommand, FRAG_DEPTH } from './commands/curve-solid';
import { createFillCommand } from './commands/fill-passes';
import { createFrameTargetCommand } from './commands/frame-target';
import { createFullScreenTriangle } from './commands/full-screen-triangle';
import { createGridLinesCommand } from './commands/grid-lines';
import { createImageQuadCommand } from './commands/image-quad';
import { createOpaqueAlphaCommand } from './commands/opaque-alpha';
import { createPointMarkersCommand } from './commands/point-markers';
import { createPolarGridCommand } from './commands/polar-grid';
import { createQuadIndices } from './commands/quad-indices';
import type { FrameCommands } from './draw-frame';

export const BLEND_MIN_MAX = 'EXT_blend_minmax';

export function createFrameCommands(regl: REGL.Regl): FrameCommands {
  const triangle = createFullScreenTriangle(regl);
  const hasBlendMinMax = regl.hasExtension(BLEND_MIN_MAX);
  return {
    target: createFrameTargetCommand(regl),
    gridLines: createGridLinesCommand(regl),
    gridRectangles: regl.buffer({ usage: 'dynamic', type: 'float', length: 0 }),
    polarGrid: createPolarGridCommand(regl, triangle),
    axisLines: createAxisLinesCommand(regl),
    axisRectangles: regl.buffer({ usage: 'dynamic', type: 'float', length: 0 }),
    dashedCurveCoverage: createCurveCoverageCommand(regl, hasBlendMinMax, true),
    curvePaint: createCurvePaintCommand(regl),
    curveSolid: createCurveSolidCommand(regl, regl.hasExtension(FRAG_DEPTH)),
    fill: createFillCommand(regl),
    imageQuad: createImageQuadCommand(regl),
    pointMarkers: createPointMarkersCommand(regl),
    opaqueAlpha: createOpaqueAlphaCommand(regl),
    quadIndices: createQuadIndices(regl),
  };
}
