/** The regl of a canvas, with the context attributes and extensions the renderer asks for. */
import createREGL from 'regl';
import type REGL from 'regl';

export interface ContextReglOptions {
  readonly canvas: HTMLCanvasElement;
  readonly attributes: WebGLContextAttributes;
  readonly optionalExtensions: readonly string[];
}

export function createContextRegl(options: ContextReglOptions): REGL.Regl {
  return createREGL({
    canvas: options.canvas,
    attributes: options.attributes,
    optionalExtensions: [...options.optionalExtensions],
  });
}
