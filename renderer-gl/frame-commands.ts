/**
 * Every regl command of a frame, created once per renderer, each on its first use: creating a regl command
 * links its program and reads its uniforms back, a synchronous round trip to the GPU process per program.
 * A first frame of curves needs a few of them; polar grids, fills, images and markers wait until drawn
 * (issue 23's load profile: regl's program setup was the largest part of the constructor). While the
 * first frame waits for the worker's first answer, `prepareCommon` links the programs of an ordinary
 * frame (grid, axes, solid curves), whose round trips would otherwise fall in that frame.
 */
import type REGL from 'regl';
import { createAxisLinesCommand } from './commands/axis-lines';
import { createCurveDashedCommand } from './commands/curve-dashed';
import { createCurveSolidCommand, FRAG_DEPTH } from './commands/curve-solid';
import { createFillCommand } from './commands/fill-passes';
import { createFrameTargetCommand } from './commands/frame-target';
import { createFullScreenTriangle } from './commands/full-screen-triangle';
import { createGridLinesCommand } from './commands/grid-lines';
import { createImageQuadCommand } from './commands/image-quad';
import { createPointMarkersCommand } from './commands/point-markers';
import { createPolarGridCommand } from './commands/polar-grid';
import { createQuadIndices } from './commands/quad-indices';
import type { FrameCommands } from './draw-frame';

/** A command that is created on its first call (or by `prepare`), and called through from then on. */
function onFirstUse<C extends (...args: never[]) => unknown>(create: () => C): C & { prepare(): void } {
  let command: C | undefined;
  const call = ((...args: Parameters<C>) => (command ??= create())(...args)) as C & { prepare(): void };
  call.prepare = () => {
    command ??= create();
  };
  return call;
}

export function createFrameCommands(regl: REGL.Regl): FrameCommands {
  const triangle = createFullScreenTriangle(regl);
  const hasFragDepth = regl.hasExtension(FRAG_DEPTH);
  const target = onFirstUse(() => createFrameTargetCommand(regl));
  const gridLines = onFirstUse(() => createGridLinesCommand(regl));
  const axisLines = onFirstUse(() => createAxisLinesCommand(regl));
  const curveSolid = onFirstUse(() => createCurveSolidCommand(regl, hasFragDepth));
  return {
    target,
    gridLines,
    gridRectangles: regl.buffer({ usage: 'dynamic', type: 'float', length: 0 }),
    polarGrid: onFirstUse(() => createPolarGridCommand(regl, triangle)),
    axisLines,
    axisRectangles: regl.buffer({ usage: 'dynamic', type: 'float', length: 0 }),
    curveDashed: onFirstUse(() => createCurveDashedCommand(regl, hasFragDepth)),
    curveSolid,
    fill: onFirstUse(() => createFillCommand(regl)),
    imageQuad: onFirstUse(() => createImageQuadCommand(regl)),
    pointMarkers: onFirstUse(() => createPointMarkersCommand(regl)),
    quadIndices: createQuadIndices(regl),
    prepareCommon() {
      for (const command of [target, gridLines, axisLines, curveSolid]) command.prepare();
    },
  };
}
