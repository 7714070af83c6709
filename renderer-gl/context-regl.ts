/**
 * The regl of a canvas. regl compiles each command into JavaScript at run time (`new Function`), which a
 * page whose Content-Security-Policy lacks 'unsafe-eval' refuses: there the renderer runs on the
 * interpreted regl (interpreted-regl.ts), the same commands, shaders and state without generated code.
 */
import type REGL from 'regl';
// The build without argument checks: the renderer validates what it hands regl (types.ts), and the checks
// cost ~10 KB gzip of the one script file.
import createREGL from 'regl/dist/regl.unchecked.js';
import { createInterpretedRegl } from './interpreted-regl';

export interface ContextReglOptions {
  readonly canvas: HTMLCanvasElement;
  readonly attributes: WebGLContextAttributes;
  readonly optionalExtensions: readonly string[];
}

let compilesCode: boolean | undefined;

/**
 * Whether this page lets scripts compile code. Asked once per page: under a policy without
 * 'unsafe-eval' the refusal is a `securitypolicyviolation` event (and a report, where the policy asks for
 * reports) with the blocked URI `eval`, expected and harmless.
 */
export function canCompileCode(): boolean {
  if (compilesCode === undefined) {
    try {
      compilesCode = new Function('return true')() === true;
    } catch {
      compilesCode = false;
    }
  }
  return compilesCode;
}

export function createContextRegl(options: ContextReglOptions): REGL.Regl {
  if (!canCompileCode()) return createInterpretedRegl(options);
  return createREGL({
    canvas: options.canvas,
    attributes: options.attributes,
    optionalExtensions: [...options.optionalExtensions],
  });
}
