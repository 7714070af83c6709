/**
 * Every regl command of a frame, created once per renderer, each on its first use: creating a regl command
 * links its program and reads its uniforms back, a synchronous round trip to the GPU process per program.
 * A first frame of curves needs a few of them; polar grids, fills, images and markers wait until drawn
 * (issue 23's load profile: regl's program setup was the largest part of the constructor).
 */
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

/** A command that is created on its first call, and called through from then on. */
function onFirstUse<C extends (...args: never[]) => unknown>(create: () => C): C {
  let command: C | undefined;
  return ((...args: Parameters<C>) => (command ??= create())(...args)) as C;
}

export function createFrameCommands(regl: REGL.Regl): FrameCommands {
  const triangle = createFullScreenTriangle(regl);
  const hasBlendMinMax = regl.hasExtension(BLEND_MIN_MAX);
  const hasFragDepth = regl.hasExtension(FRAG_DEPTH);
  return {
    target: onFirstUse(() => createFrameTargetCommand(regl)),
    gridLines: onFirstUse(() => createGridLinesCommand(regl)),
    gridRectangles: regl.buffer({ usage: 'dynamic', type: 'float', length: 0 }),
    polarGrid: onFirstUse(() => createPolarGridCommand(regl, triangle)),
    axisLines: onFirstUse(() => createAxisLinesCommand(regl)),
    axisRectangles: regl.buffer({ usage: 'dynamic', type: 'float', length: 0 }),
    dashedCurveCoverage: onFirstUse(() => createCurveCoverageCommand(regl, hasBlendMinMax, true)),
    curvePaint: onFirstUse(() => createCurvePaintCommand(regl)),
    curveSolid: onFirstUse(() => createCurveSolidCommand(regl, hasFragDepth)),
    fill: onFirstUse(() => createFillCommand(regl)),
    imageQuad: onFirstUse(() => createImageQuadCommand(regl)),
    pointMarkers: onFirstUse(() => createPointMarkersCommand(regl)),
    opaqueAlpha: onFirstUse(() => createOpaqueAlphaCommand(regl)),
    quadIndices: createQuadIndices(regl),
  };
}
